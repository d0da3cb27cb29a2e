import type { Subscription } from '../subscription/schema.ts';
import type { AvailableProduct } from './schema.ts';

// Ordering rules of /abonnementen flows that are not about one payload (issue #14).

/** Spec §3 product name: keeping the current number. A service on the line, not a line itself. */
export const NUMBER_PORTING = 'Nummerbehoud';

/** Which phone line an order of fixed calling adds (spec §3 primary and secondary VoIP). */
export type FixedLineSlot = 'primary' | 'secondary';

/**
 * The line a fixed-calling order would add: the first when there is none, a second beside the
 * first, none when both are taken. Fixed calling runs over the internet line: none without it.
 */
export function fixedLineSlot(
  subscription: Pick<
    Subscription,
    'currentInternet' | 'currentPrimaryVoipProduct' | 'currentSecondaryVoipProduct'
  >,
): FixedLineSlot | null {
  if (!subscription.currentInternet) return null;
  if (!subscription.currentPrimaryVoipProduct) return 'primary';
  if (!subscription.currentSecondaryVoipProduct) return 'secondary';
  return null;
}

/**
 * The calling plans a line can be ordered with (GET /api/products/voip), cheapest first. Number
 * porting is not a plan: it is requested on the line afterwards (voip settings, ADR 066). A plan
 * the customer has already is offered again: a second line may have the first one's plan.
 */
export function fixedLinePlans(catalogue: readonly AvailableProduct[]): AvailableProduct[] {
  return catalogue
    .filter((product) => product.category === 'Voip' && product.name !== NUMBER_PORTING)
    .toSorted((a, b) => a.price - b.price);
}

/** Spec §3 TV package kinds: premium channels and theme packages, both on top of TV. */
export const TV_PACKAGE_CATEGORIES = ['PremiumPackage', 'ThemePackage'] as const;
export type TvPackageCategory = (typeof TV_PACKAGE_CATEGORIES)[number];

const isTvPackage = (product: AvailableProduct) =>
  (TV_PACKAGE_CATEGORIES as readonly string[]).includes(product.category);

/**
 * The premium and theme packages a customer can add (GET /api/products/available): only with
 * TV, and not one they have (`current`). Premium first, then theme, each cheapest first.
 */
export function addableTvPackages(
  subscription: Pick<Subscription, 'currentTv'>,
  catalogue: readonly AvailableProduct[],
): AvailableProduct[] {
  if (!subscription.currentTv) return [];
  return catalogue
    .filter((product) => isTvPackage(product) && !product.current)
    .toSorted(
      (a, b) =>
        TV_PACKAGE_CATEGORIES.indexOf(a.category as TvPackageCategory) -
          TV_PACKAGE_CATEGORIES.indexOf(b.category as TvPackageCategory) || a.price - b.price,
    );
}

/**
 * The spec §3 cloud recording payload for switching cloud recording on or off. Recording in the
 * cloud replaces recording on the box: on disables local recording, off gives it back.
 */
export function recordingChange(enableCloudRecording: boolean) {
  return { enableCloudRecording, disableLocalRecording: enableCloudRecording };
}
