import { describe, expect, it } from 'vitest';
import type { Product } from '../subscription/schema.ts';
import type { AvailableProduct } from './schema.ts';
import { fixedLinePlans, fixedLineSlot } from './rules.ts';

const product = (name: string): Product => ({
  technicalId: name.toUpperCase(),
  name,
  displayName: name,
  price: 10,
  inServiceDate: '2025-01-01',
  wishDate: null,
});
const internet = product('Internet Start');
const line = product('Vast bellen Basis');

const entry = (name: string, price: number, category: AvailableProduct['category'] = 'Voip') =>
  ({
    name,
    displayName: name,
    category,
    price,
    oneOffPrice: 0,
    description: '',
    current: false,
    downloadSpeedMbps: null,
    uploadSpeedMbps: null,
  }) satisfies AvailableProduct;

describe('fixedLineSlot', () => {
  it.each([
    ['no internet: no line at all', null, null, null, null],
    ['internet only (sanne): the first line', internet, null, null, 'primary'],
    ['one line (storing): a second', internet, line, null, 'secondary'],
    ['two lines (kees): nothing more', internet, line, line, null],
  ] as const)('%s', (_case, currentInternet, primary, secondary, slot) => {
    expect(
      fixedLineSlot({
        currentInternet,
        currentPrimaryVoipProduct: primary,
        currentSecondaryVoipProduct: secondary,
      }),
    ).toBe(slot);
  });
});

describe('fixedLinePlans', () => {
  it('lists the calling plans cheapest first, without number porting or other categories', () => {
    const plans = fixedLinePlans([
      entry('Vast bellen Onbeperkt', 15),
      entry('Nummerbehoud', 0),
      entry('Wifi-versterker', 5, 'WifiExtender'),
      entry('Vast bellen Basis', 7.5),
    ]);
    expect(plans.map((plan) => plan.name)).toEqual(['Vast bellen Basis', 'Vast bellen Onbeperkt']);
  });

  it('keeps a plan the customer has: a second line may take the same one', () => {
    const plans = fixedLinePlans([{ ...entry('Vast bellen Basis', 7.5), current: true }]);
    expect(plans).toHaveLength(1);
  });
});
