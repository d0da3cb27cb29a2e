import { describe, expect, it } from 'vitest';
import type { OverviewProduct, ProductGroup } from './productOverview.ts';
import { productPriceChanges } from './priceChangeNotices.ts';

const item = (name: string): OverviewProduct => ({
  technicalId: name,
  name,
  displayName: name,
  role: 'premiumPackage',
  price: 10,
  startDate: '2024-01-01',
  pending: false,
});
const tv: ProductGroup = { key: 'tv', products: [item('TV Compleet'), item('Ziggo Sport Totaal')] };
const streaming: ProductGroup = { key: 'streaming', products: [item('Viaplay Basis')] };

describe('productPriceChanges (spec §9 ranges, on the products they concern)', () => {
  it.each([
    ['2024-10-31', tv, []],
    ['2025-01-01', tv, ['sports-channel']],
    ['2025-11-01', tv, ['sports-channel']],
    ['2025-11-02', tv, []],
    ['2024-11-01', streaming, ['video-service']],
    ['2025-03-23', streaming, ['video-service']],
    ['2025-03-24', streaming, []],
    ['2025-02-01', { key: 'internet', products: [item('Internet Giga')] } as ProductGroup, []],
  ])('%s', (today, group, ids) => {
    expect(productPriceChanges(group, today).map((change) => change.callout.id)).toEqual(ids);
  });

  it('names the products concerned', () => {
    expect(productPriceChanges(tv, '2025-06-01')[0]?.products).toEqual(['Ziggo Sport Totaal']);
  });
});
