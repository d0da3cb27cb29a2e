import { describe, expect, it } from 'vitest';
import type { AvailableProduct, ProductCategory } from '../products/schema.ts';
import type { Product, Subscription } from '../subscription/schema.ts';
import { bestTariff } from './bestTariff.ts';

const entry = (
  name: string,
  category: ProductCategory,
  price: number,
  speeds: [number, number] | null = null,
): AvailableProduct => ({
  name,
  displayName: name,
  category,
  price,
  oneOffPrice: 0,
  description: '',
  current: false,
  downloadSpeedMbps: speeds?.[0] ?? null,
  uploadSpeedMbps: speeds?.[1] ?? null,
});
// The sandbox's list prices.
const lists = {
  internet: [
    entry('Internet Start', 'Internet', 45, [100, 20]),
    entry('Internet Extra', 'Internet', 55, [500, 50]),
    entry('Internet Giga', 'Internet', 69.5, [1000, 100]),
  ],
  tv: [entry('TV Start', 'Tv', 17.5), entry('TV Compleet', 'Tv', 21)],
  voip: [
    entry('Vast bellen Basis', 'Voip', 7.5),
    entry('Vast bellen Onbeperkt', 'Voip', 15),
    entry('Nummerbehoud', 'Voip', 0),
  ],
};
const product = (name: string, price: number | null): Product => ({
  technicalId: name,
  name,
  displayName: name,
  price,
  inServiceDate: '2024-01-01',
  wishDate: null,
});
const having = (
  internet: [string, number | null] | null,
  tv: [string, number] | null = null,
  voip: [string, number] | null = null,
  secondVoip: [string, number] | null = null,
): Subscription => ({
  currentInternet: internet && product(...internet),
  currentWifiExtenders: [],
  currentTv: tv && product(...tv),
  currentPremiumPackages: [],
  currentThemePackages: [],
  currentSettopBoxes: [],
  currentPrimaryVoipProduct: voip && product(...voip),
  currentSecondaryVoipProduct: secondVoip && product(...secondVoip),
});

describe('bestTariff (EECC art. 105(3), ADR 133)', () => {
  it.each([
    [
      'list prices everywhere: already the best tariff',
      having(['Internet Giga', 69.5], ['TV Compleet', 21], ['Vast bellen Onbeperkt', 15]),
      [],
      0,
    ],
    [
      'an old internet price: the same product at its list price',
      having(['Internet Start', 57.5]),
      [['internet', 'Internet Start', 12.5]],
      12.5,
    ],
    [
      'an old price above a faster product: the cheapest at least as fast',
      having(['Internet Extra', 72.5]),
      [['internet', 'Internet Extra', 17.5]],
      17.5,
    ],
    [
      'an old Start price above Extra: Start itself is cheaper still',
      having(['Internet Start', 59]),
      [['internet', 'Internet Start', 14]],
      14,
    ],
    ['slower internet is never the same service', having(['Internet Giga', 69.5]), [], 0],
    [
      'TV: only the same product counts',
      having(['Internet Start', 45], ['TV Compleet', 23]),
      [['tv', 'TV Compleet', 2]],
      2,
    ],
    [
      'fixed calling: Basis is not Onbeperkt, Nummerbehoud is not a line',
      having(['Internet Start', 45], null, ['Vast bellen Onbeperkt', 15]),
      [],
      0,
    ],
    [
      'both lines',
      having(
        ['Internet Start', 45],
        null,
        ['Vast bellen Onbeperkt', 17.5],
        ['Vast bellen Basis', 8.25],
      ),
      [
        ['voip', 'Vast bellen Onbeperkt', 2.5],
        ['secondVoip', 'Vast bellen Basis', 0.75],
      ],
      3.25,
    ],
    ['a price unknown: nothing to compare', having(['Internet Start', null]), [], 0],
    ['a product no longer in the list: nothing to compare', having(['Internet Turbo', 80]), [], 0],
    ['nothing contracted', having(null), [], 0],
  ] as const)('%s', (_, subscription, expected, total) => {
    const advice = bestTariff(subscription, lists);
    expect(advice.savings.map(({ service, best, saving }) => [service, best.name, saving])).toEqual(
      expected,
    );
    expect(advice.savingPerMonth).toBe(total);
  });

  it('names what the customer has now beside the offer', () => {
    const [saving] = bestTariff(
      having(['Internet Start', 57.5], ['TV Start', 19.5]),
      lists,
    ).savings;
    expect(saving).toMatchObject({
      current: { name: 'Internet Start', price: 57.5 },
      best: { price: 45 },
    });
  });
});
