import { describe, expect, it } from 'vitest';
import type { AvailableProduct } from './schema.ts';
import { tvOnMove } from './tvOnMove.ts';

const tv = (name: string, category: AvailableProduct['category'] = 'Tv'): AvailableProduct => ({
  name,
  displayName: name,
  category,
  price: 17.5,
  oneOffPrice: 0,
  description: '',
  current: false,
  downloadSpeedMbps: null,
  uploadSpeedMbps: null,
});
const COMPLEET = { name: 'TV Compleet' };

describe('tvOnMove (ADR 089)', () => {
  it('says nothing for a customer without TV, whatever the list', () => {
    expect(tvOnMove(null, [tv('TV Start')])).toEqual({ kind: 'noTv' });
    expect(tvOnMove(undefined, undefined)).toEqual({ kind: 'noTv' });
  });

  it('is unknown while the list has not answered', () => {
    expect(tvOnMove(COMPLEET, undefined)).toEqual({ kind: 'unknown' });
  });

  it('goes along when the new address offers the current product', () => {
    expect(tvOnMove(COMPLEET, [tv('TV Start'), tv('TV Compleet')])).toEqual({
      kind: 'goesAlong',
      name: 'TV Compleet',
    });
  });

  it('names what is offered there when the current product is not', () => {
    expect(tvOnMove(COMPLEET, [tv('TV Start')])).toEqual({
      kind: 'other',
      name: 'TV Compleet',
      available: ['TV Start'],
    });
  });

  it('is not available on an empty list, or one without TV products', () => {
    expect(tvOnMove(COMPLEET, [])).toEqual({ kind: 'notAvailable', name: 'TV Compleet' });
    expect(tvOnMove(COMPLEET, [tv('Viaplay', 'PremiumPackage')])).toEqual({
      kind: 'notAvailable',
      name: 'TV Compleet',
    });
  });
});
