import type { AvailableProduct } from '../products/schema.ts';
import type { Product, Subscription } from '../subscription/schema.ts';

/** A contracted service whose tariff can be lower: what it costs now and the best offer. */
export interface TariffSaving {
  service: 'internet' | 'tv' | 'voip' | 'secondVoip';
  current: Product;
  best: AvailableProduct;
  /** Euro per month less than now. */
  saving: number;
}

export interface BestTariff {
  /** Only the services where a cheaper product gives the same service, in contract order. */
  savings: TariffSaving[];
  /** Euro per month less for all of them together; 0 when the customer has the best tariff. */
  savingPerMonth: number;
}

export interface ProductLists {
  internet: readonly AvailableProduct[];
  tv: readonly AvailableProduct[];
  voip: readonly AvailableProduct[];
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * The same service (ADR 133): internet at least as fast, down and up, as what the customer has
 * (speeds from the list's entry of the current product); TV and fixed calling, whose lists carry
 * nothing to compare, only the same product at its list price.
 */
function sameService(
  service: TariffSaving['service'],
  current: Product,
  list: readonly AvailableProduct[],
): AvailableProduct[] {
  const own = list.filter((candidate) => candidate.name === current.name);
  if (service !== 'internet') return own;
  const speeds = own[0];
  if (!speeds?.downloadSpeedMbps || speeds.uploadSpeedMbps === null) return own;
  return list.filter(
    (candidate) =>
      (candidate.downloadSpeedMbps ?? 0) >= (speeds.downloadSpeedMbps ?? 0) &&
      (candidate.uploadSpeedMbps ?? 0) >= (speeds.uploadSpeedMbps ?? 0),
  );
}

/**
 * EECC art. 105(3) best-tariff advice (issue #28, ADR 133): per contracted service, the cheapest
 * product of the available lists (GET /api/products/internet, /tv, /voip) that gives the same
 * service, when it costs less per month than the customer pays now.
 */
export function bestTariff(subscription: Subscription, lists: ProductLists): BestTariff {
  const services: [TariffSaving['service'], Product | null, readonly AvailableProduct[]][] = [
    ['internet', subscription.currentInternet, lists.internet],
    ['tv', subscription.currentTv, lists.tv],
    ['voip', subscription.currentPrimaryVoipProduct, lists.voip],
    ['secondVoip', subscription.currentSecondaryVoipProduct, lists.voip],
  ];
  const savings: TariffSaving[] = [];
  for (const [service, current, list] of services) {
    if (current === null || current.price === null) continue;
    const [best] = sameService(service, current, list).toSorted((a, b) => a.price - b.price);
    if (best && best.price < current.price)
      savings.push({ service, current, best, saving: cents(current.price - best.price) });
  }
  return {
    savings,
    savingPerMonth: cents(savings.reduce((sum, { saving }) => sum + saving, 0)),
  };
}
