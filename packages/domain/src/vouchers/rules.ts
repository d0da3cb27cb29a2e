import type { FieldResult } from '../fields/fieldResult.ts';
import { invalid, valid } from '../fields/fieldResult.ts';
import { normaliseReference } from '../fields/reference.ts';
import type { IsoDate } from '../contract/common.ts';
import type { AvailableProduct, ProductCategory } from '../products/schema.ts';

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

// A voucher on an add (spec §3 product order item `voucherName`; §7.2 POST /api/products/add;
// ADR 080). The spec names no voucher catalogue or look-up, so the codes an add accepts are part
// of the contract: the sandbox refuses with this rule, and the summary prices the discount with it.

/** A code an add may carry: what it gives, for which products, until when. */
export interface ProductVoucher {
  code: string;
  description: string;
  /** Off the product's monthly price. */
  discountPercentage: number;
  months: number;
  /** The catalogue categories it is for. */
  categories: readonly ProductCategory[];
  /** The last day it can be used; null while it runs. */
  validUntil: IsoDate | null;
}

export const PRODUCT_VOUCHERS: readonly ProductVoucher[] = [
  {
    code: 'PAKKET50',
    description: '3 maanden 50% korting op een tv-pakket',
    discountPercentage: 50,
    months: 3,
    categories: ['PremiumPackage', 'ThemePackage'],
    validUntil: null,
  },
  {
    code: 'VEILIG3',
    description: '3 maanden Veilig Online gratis',
    discountPercentage: 100,
    months: 3,
    categories: ['Security'],
    validUntil: null,
  },
  {
    code: 'ZOMER2025',
    description: '2 maanden 25% korting op een tv-pakket',
    discountPercentage: 25,
    months: 2,
    categories: ['PremiumPackage', 'ThemePackage'],
    validUntil: '2025-08-31',
  },
];

/** Why an add refuses a voucher code. */
export type ProductVoucherProblem = 'unknown' | 'expired' | 'notForProduct';

/** What the sandbox answers (`success: false`, at the field `voucherName`) and the portal shows. */
export const PRODUCT_VOUCHER_TEXTS = {
  unknown: () => 'Deze kortingscode bestaat niet.',
  expired: () => 'Deze kortingscode is verlopen.',
  notForProduct: (displayName: string) => `Deze kortingscode geldt niet voor ${displayName}.`,
} satisfies Record<ProductVoucherProblem, (displayName: string) => string>;

/** The request field a voucher refusal names, so the form shows it next to the code. */
export const VOUCHER_FIELD = 'voucherName';

/**
 * The voucher a code gives on an add of a product of `category` on `today`, or why not. The code
 * is compared as typed codes are sent: upper case, without spaces (`voucherCode`).
 */
export function productVoucher(
  code: string,
  category: ProductCategory,
  today: IsoDate,
): FieldResult<ProductVoucher, ProductVoucherProblem> {
  const normalised = normaliseReference(code);
  const voucher = PRODUCT_VOUCHERS.find((candidate) => candidate.code === normalised);
  if (!voucher) return invalid('unknown');
  if (voucher.validUntil !== null && today > voucher.validUntil) return invalid('expired');
  if (!voucher.categories.includes(category)) return invalid('notForProduct');
  return valid(voucher);
}

/**
 * What a voucher takes off per month of the products it is for, in euro (cents rounded), for as
 * many months as it runs. Products of other categories get nothing.
 */
export function voucherDiscount(
  voucher: ProductVoucher,
  products: readonly Pick<AvailableProduct, 'category' | 'price'>[],
): number {
  const cents = products
    .filter((product) => voucher.categories.includes(product.category))
    .reduce(
      (sum, product) =>
        sum + Math.round((Math.round(product.price * 100) * voucher.discountPercentage) / 100),
      0,
    );
  return cents / 100;
}
