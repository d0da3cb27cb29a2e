import { describe, expect, it } from 'vitest';
import { productDisplayName } from './displayName.ts';

const brand = { oldName: 'Ziggo', newName: 'Vonk' };

describe('productDisplayName (ADR 122)', () => {
  it.each([
    ['a current product', { displayName: 'Ziggo Sport Totaal' }, brand, 'Vonk Sport Totaal'],
    ['an order line', { productName: 'Ziggo Sport Totaal' }, brand, 'Vonk Sport Totaal'],
    ['a name a model picked', 'Ziggo Sport Totaal', brand, 'Vonk Sport Totaal'],
    [
      'a name without the old brand',
      { displayName: 'Vast bellen Basis' },
      brand,
      'Vast bellen Basis',
    ],
    ['every occurrence', 'Ziggo Sport Ziggo', brand, 'Vonk Sport Vonk'],
    ['the brand only as spelled', 'ziggo sport', brand, 'ziggo sport'],
    [
      'no brand configured',
      'Ziggo Sport Totaal',
      { oldName: '', newName: '' },
      'Ziggo Sport Totaal',
    ],
  ])('%s: %j → %s', (_case, product, withBrand, expected) => {
    expect(productDisplayName(product, withBrand)).toBe(expected);
  });

  // useText replaces the brand in a whole sentence again: a name must not change twice.
  it('is the same when replaced again, as a sentence with the name is', () => {
    const once = productDisplayName('Ziggo Sport Totaal', brand);
    expect(productDisplayName(once, brand)).toBe(once);
  });
});
