import type { FieldResult } from '../fields/fieldResult.ts';
import { invalid, valid } from '../fields/fieldResult.ts';
import { normaliseReference } from '../fields/reference.ts';
import type { IsoDate } from '../endpoint/common.ts';
import type { AvailableProduct, ProductCategory } from '../products/schema.ts';
import type { AppliedVoucher } from './schema.ts';

// Voucher codes (spec §7.2 vouchers apply and unapply; shape not shown, decided in ADR 069):
// what a customer copies from a letter or an e-mail, letters and digits, 4 to 20 of them.

/** Why a typed voucher code is not sent: empty, or not shaped like a code. */
export type VoucherCodeProblem = 'required' | 'format';

const CODE = /^[A-Z0-9]{4,20}$/;

/** `' welkom 2026 '` → `'WELKOM2026'`: spaces go, letters are upper case. */
export function voucherCode(input: string): FieldResult<string, VoucherCodeProblem> {
  const value = normaliseReference(input);
  if (value === '') return invalid('required');
  return CODE.test(value) ? valid(value) : invalid('format');
}

// One voucher catalogue (ADR 123): the spec names no look-up, so the codes are contract data, and
// one check says for every code whether it can be used here: on the subscription (POST
// /api/vouchers/apply, /abonnementen/kortingscodes) or on an add (spec §3 `voucherName`, ADR 080).
// The sandbox answers both writes with it and the order summary prices with it, so a code is never
// "unknown" in one place and applied in the other.

/** A voucher: what it gives, where it is used (the subscription, or an add of these categories), until when. */
export interface Voucher {
  code: string;
  description: string;
  /** Off the monthly price. */
  discountPercentage: number;
  months: number;
  /** `subscription`: applied on its own; else the catalogue categories of an add it is for. */
  appliesTo: 'subscription' | readonly ProductCategory[];
  /** The last day it can be used; null while it runs. */
  validUntil: IsoDate | null;
}

export const VOUCHERS: readonly Voucher[] = [
  {
    code: 'WELKOM2026',
    description: '3 maanden 50% korting op internet',
    discountPercentage: 50,
    months: 3,
    appliesTo: 'subscription',
    validUntil: null,
  },
  {
    code: 'VONK10',
    description: '1 jaar 10% korting',
    discountPercentage: 10,
    months: 12,
    appliesTo: 'subscription',
    validUntil: null,
  },
  {
    code: 'PAKKET50',
    description: '3 maanden 50% korting op een tv-pakket',
    discountPercentage: 50,
    months: 3,
    appliesTo: ['PremiumPackage', 'ThemePackage'],
    validUntil: null,
  },
  {
    code: 'VEILIG3',
    description: '3 maanden Veilig Online gratis',
    discountPercentage: 100,
    months: 3,
    appliesTo: ['Security'],
    validUntil: null,
  },
  {
    code: 'ZOMER2025',
    description: '2 maanden 25% korting op een tv-pakket',
    discountPercentage: 25,
    months: 2,
    appliesTo: ['PremiumPackage', 'ThemePackage'],
    validUntil: '2025-08-31',
  },
];

/** Where a code is used: on the subscription, or on an add of a product of `category`. */
export type VoucherUse = { on: 'subscription' } | { on: 'order'; category: ProductCategory };

/** Why a code cannot be used there (today). */
export type VoucherProblem =
  'unknown' | 'expired' | 'notForProduct' | 'subscriptionOnly' | 'orderOnly';

/**
 * What the sandbox answers (`success: false`; on an add at the field `voucherName`) and the portal
 * shows, in the API's words. A code that exists but belongs elsewhere says where it does apply.
 */
export const VOUCHER_TEXTS = {
  unknown: () => 'Deze kortingscode bestaat niet.',
  expired: () => 'Deze kortingscode is verlopen.',
  notForProduct: (displayName: string) => `Deze kortingscode geldt niet voor ${displayName}.`,
  subscriptionOnly: () =>
    'Deze kortingscode geldt voor je abonnement, niet voor een bestelling. Gebruik hem bij Kortingscodes.',
  orderOnly: () =>
    'Deze kortingscode geldt bij het bestellen van een product. Vul hem in bij je bestelling.',
} satisfies Record<VoucherProblem, (displayName: string) => string>;

/** Refused when the code is already on the subscription (state the sandbox holds). */
export const VOUCHER_ALREADY_USED = 'Deze kortingscode heb je al gebruikt.';

/** The request field a voucher refusal on an add names, so the form shows it next to the code. */
export const VOUCHER_FIELD = 'voucherName';

/**
 * Whether `code` can be used there on `today`, and what it gives. The code is compared as typed
 * codes are sent: upper case, without spaces (`voucherCode`). Unknown before expired before the
 * wrong place, so an expired code is never sent somewhere else.
 */
export function checkVoucher(
  code: string,
  use: VoucherUse,
  today: IsoDate,
): FieldResult<Voucher, VoucherProblem> {
  const normalised = normaliseReference(code);
  const voucher = VOUCHERS.find((candidate) => candidate.code === normalised);
  if (!voucher) return invalid('unknown');
  if (voucher.validUntil !== null && today > voucher.validUntil) return invalid('expired');
  if (voucher.appliesTo === 'subscription')
    return use.on === 'subscription' ? valid(voucher) : invalid('subscriptionOnly');
  if (use.on === 'subscription') return invalid('orderOnly');
  return voucher.appliesTo.includes(use.category) ? valid(voucher) : invalid('notForProduct');
}

/** A voucher as GET /api/vouchers lists it once applied. */
export function appliedVoucher({
  code,
  description,
  discountPercentage,
  months,
}: Voucher): AppliedVoucher {
  return { voucherCode: code, description, discountPercentage, months };
}

/**
 * What a voucher takes off per month of the products it is for, in euro (cents rounded), for as
 * many months as it runs. Products of other categories get nothing.
 */
export function voucherDiscount(
  voucher: Voucher,
  products: readonly Pick<AvailableProduct, 'category' | 'price'>[],
): number {
  const cents = products
    .filter(
      (product) =>
        voucher.appliesTo !== 'subscription' && voucher.appliesTo.includes(product.category),
    )
    .reduce(
      (sum, product) =>
        sum + Math.round((Math.round(product.price * 100) * voucher.discountPercentage) / 100),
      0,
    );
  return cents / 100;
}
