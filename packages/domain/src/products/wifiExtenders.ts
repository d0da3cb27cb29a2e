import type { Product, Subscription } from '../subscription/schema.ts';
import type { AvailableProduct } from './schema.ts';

// Wi-Fi extenders (issue #14, ADR 079): how many a customer may have and what a new count orders.
// Shared by the portal's flow and the sandbox, which refuses the same in the same words.

/** The most extenders one home gets: more repeaters slow each other down. */
export const WIFI_EXTENDERS_MAX = 3;

/** The sandbox's `success: false` messages (and the portal's own reasons). */
export const WIFI_EXTENDER_REFUSALS = {
  noInternet: 'Een wifi-versterker kan alleen met internet.',
  tooMany: `Je kunt maximaal ${WIFI_EXTENDERS_MAX} wifi-versterkers hebben.`,
} as const;

/**
 * Why extenders cannot be added: they extend the internet line, so none without it (or without
 * it in the same order), and at most {@link WIFI_EXTENDERS_MAX} after the order. Null: allowed.
 */
export function wifiExtenderAddRefusal(hasInternet: boolean, countAfter: number): string | null {
  if (!hasInternet) return WIFI_EXTENDER_REFUSALS.noInternet;
  if (countAfter > WIFI_EXTENDERS_MAX) return WIFI_EXTENDER_REFUSALS.tooMany;
  return null;
}

/** The counts the customer can choose, 0 to the maximum; none without internet. */
export function wifiExtenderCounts(subscription: Pick<Subscription, 'currentInternet'>): number[] {
  if (!subscription.currentInternet) return [];
  return Array.from({ length: WIFI_EXTENDERS_MAX + 1 }, (_, count) => count);
}

/**
 * The extender product an addition orders: the one the customer has (a second of the same kind),
 * else the cheapest of the list (GET /api/products/wifiextender). Null when the list is empty.
 */
export function wifiExtenderProduct(
  subscription: Pick<Subscription, 'currentWifiExtenders'>,
  catalogue: readonly AvailableProduct[],
): AvailableProduct | null {
  const extenders = catalogue.filter((entry) => entry.category === 'WifiExtender');
  const owned = subscription.currentWifiExtenders.map((product) => product.name);
  return (
    extenders.find((entry) => owned.includes(entry.name)) ??
    extenders.toSorted((a, b) => a.price - b.price)[0] ??
    null
  );
}

/** What going from the current count to `count` extenders orders. */
export type WifiExtenderChange =
  | { kind: 'add'; names: string[] }
  | { kind: 'remove'; products: { name: string; technicalId: string; product: Product }[] };

/** Newest first: the last one delivered (or still on its way) is the first to go. */
const startOf = (product: Product) => product.inServiceDate ?? product.wishDate ?? '9999-12-31';

/**
 * The change to `count` extenders: that many more of {@link wifiExtenderProduct}, or the newest
 * ones ceased. Null when nothing changes, the count is out of range (fewer than none: nothing to
 * remove that the customer does not have; more than the maximum), or there is no internet.
 */
export function wifiExtenderChange(
  subscription: Pick<Subscription, 'currentInternet' | 'currentWifiExtenders'>,
  product: Pick<AvailableProduct, 'name'> | null,
  count: number,
): WifiExtenderChange | null {
  const current = subscription.currentWifiExtenders;
  if (!wifiExtenderCounts(subscription).includes(count) || count === current.length) return null;
  if (count > current.length) {
    if (!product) return null;
    return {
      kind: 'add',
      names: Array.from({ length: count - current.length }, () => product.name),
    };
  }
  const leaving = current
    .toSorted((a, b) => startOf(b).localeCompare(startOf(a)))
    .slice(0, current.length - count);
  return {
    kind: 'remove',
    products: leaving.map((item) => ({
      name: item.name,
      technicalId: item.technicalId,
      product: item,
    })),
  };
}
