import { describe, expect, it } from 'vitest';
import { product, subscription } from '../testing/fixtures.ts';
import { ceasableProducts, ceasePlan, isCeasableOnItsOwn, oneMonthAfter } from './ceasePlan.ts';

const twoP = subscription({
  currentInternet: product('Internet Extra', { technicalId: 'INT', price: 55 }),
  currentTv: product('TV Start', { technicalId: 'TV', price: 17.5 }),
  currentPremiumPackages: [product('Film1', { technicalId: 'PRM', price: 12.5 })],
  currentThemePackages: [product('Infotainment', { technicalId: 'THM', price: 5 })],
  currentSettopBoxes: [product('Mediabox Next', { technicalId: 'STB', price: 0 })],
  currentPrimaryVoipProduct: product('Vast bellen Onbeperkt', { technicalId: 'V1', price: 15 }),
  currentSecondaryVoipProduct: product('Vast bellen Basis', { technicalId: 'V2', price: 7.5 }),
});
const security = [product('Overal Veilig Online', { technicalId: 'SEC', price: 3 })];
const names = (products: { name: string }[]) => products.map((p) => p.name);

describe('ceasePlan (issue #14, ADR 049)', () => {
  it('TV ends with its packages and boxes, through the TV cease, a month from today', () => {
    const plan = ceasePlan(twoP, security, 'TV', '2026-11-23')!;
    expect(names(plan.endsWith)).toEqual(['Film1', 'Infotainment', 'Mediabox Next']);
    expect(plan).toMatchObject({
      route: 'tvCease',
      endDate: '2026-12-23',
      wholeSubscription: false,
      monthlySaving: 35,
    });
  });

  it('an add-on stops at once, alone, by technicalId', () => {
    expect(ceasePlan(twoP, security, 'PRM', '2026-11-23')).toMatchObject({
      route: 'productsCease',
      endDate: '2026-11-23',
      endsWith: [],
      monthlySaving: 12.5,
      request: { products: [{ name: 'Film1', technicalId: 'PRM' }] },
    });
    expect(ceasePlan(twoP, security, 'SEC', '2026-11-23')?.request.products).toEqual([
      { name: 'Overal Veilig Online', technicalId: 'SEC' },
    ]);
  });

  it('the first line takes the second with it', () => {
    expect(names(ceasePlan(twoP, [], 'V1', '2026-11-23')!.endsWith)).toEqual(['Vast bellen Basis']);
    expect(ceasePlan(twoP, [], 'V2', '2026-11-23')!.endsWith).toEqual([]);
  });

  it('the internet is the whole subscription: everything ends, in one request', () => {
    const plan = ceasePlan(twoP, security, 'INT', '2026-11-23')!;
    expect(plan.wholeSubscription).toBe(true);
    expect(plan.request.products.map((p) => p.technicalId)).toEqual([
      'INT',
      'TV',
      'PRM',
      'THM',
      'STB',
      'V1',
      'V2',
      'SEC',
    ]);
    expect(plan.monthlySaving).toBe(115.5);
  });

  it('is null for a product the customer does not have', () => {
    expect(ceasePlan(twoP, security, 'nope', '2026-11-23')).toBeNull();
  });

  it('lists what can be chosen; boxes only with TV', () => {
    expect(ceasableProducts(twoP, security)).toHaveLength(8);
    expect(isCeasableOnItsOwn(twoP, twoP.currentSettopBoxes[0]!)).toBe(false);
    expect(isCeasableOnItsOwn(twoP, twoP.currentTv!)).toBe(true);
  });
});

describe('oneMonthAfter', () => {
  it.each([
    ['2026-11-23', '2026-12-23'],
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-12-15', '2027-01-15'],
  ])('%s → %s', (today, expected) => {
    expect(oneMonthAfter(today)).toBe(expected);
  });
});
