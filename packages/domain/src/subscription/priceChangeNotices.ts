import type { IsoDate } from '../endpoint/common.ts';
import { activePriceChangeCallouts } from '../service/notices.ts';
import type { PriceChangeCallout } from '../service/notices.ts';
import type { ProductGroup } from './productOverview.ts';

/**
 * Which products each spec §9 callout is about (the spec names "one video service" and "a sports
 * channel"; decided here: the Viaplay products and Ziggo Sport Totaal).
 */
const CONCERNS: Record<PriceChangeCallout['id'], (name: string) => boolean> = {
  'video-service': (name) => /viaplay/i.test(name),
  'sports-channel': (name) => /ziggo sport/i.test(name),
};

export interface ProductPriceChange {
  callout: PriceChangeCallout;
  /** Display names of the group's products it concerns. */
  products: string[];
}

/** The §9 callouts active on `today` for products of this group (none when none concern it). */
export function productPriceChanges(
  group: ProductGroup,
  today: Date | IsoDate,
): ProductPriceChange[] {
  return activePriceChangeCallouts(today).flatMap((callout) => {
    const products = group.products
      .filter((product) => CONCERNS[callout.id](product.name))
      .map((product) => product.displayName);
    return products.length > 0 ? [{ callout, products }] : [];
  });
}
