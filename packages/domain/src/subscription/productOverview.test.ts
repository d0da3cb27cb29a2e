import { describe, expect, it } from 'vitest';
import { product, subscription } from '../testing/fixtures.ts';
import {
  cloudRecordingMonthly,
  currentProducts,
  monthlyTotal,
  productOverview,
} from './productOverview.ts';

const threeP = subscription({
  currentInternet: product('Internet Giga', { price: 69.5, inServiceDate: '2021-03-15' }),
  currentWifiExtenders: [product('Wifi-versterker', { price: 5 })],
  currentTv: product('TV Compleet', { price: 21 }),
  currentPremiumPackages: [product('Ziggo Sport Totaal', { price: 14.95 })],
  currentThemePackages: [product('Kids & Music', { price: 5 })],
  currentSettopBoxes: [
    product('Mediabox Next', { price: 0, inServiceDate: null, wishDate: '2026-11-30' }),
  ],
  currentPrimaryVoipProduct: product('Vast bellen Onbeperkt', { price: 15 }),
  currentSecondaryVoipProduct: product('Vast bellen Basis', { price: 7.5 }),
});
const security = { products: [product('Overal Veilig Online', { price: 3 })] };

describe('productOverview (spec §3 Subscription, issue #14)', () => {
  it('groups every current product by category, in page order, with role and start date', () => {
    const groups = productOverview({ subscription: threeP, security, showSecurity: true });
    expect(
      groups.map((group) => [group.key, group.products.map((p) => [p.displayName, p.role])]),
    ).toEqual([
      ['internet', [['Internet Giga', 'internet']]],
      [
        'tv',
        [
          ['TV Compleet', 'tv'],
          ['Ziggo Sport Totaal', 'premiumPackage'],
          ['Kids & Music', 'themePackage'],
          ['Mediabox Next', 'setTopBox'],
        ],
      ],
      [
        'fixedLine',
        [
          ['Vast bellen Onbeperkt', 'primaryLine'],
          ['Vast bellen Basis', 'secondaryLine'],
        ],
      ],
      ['wifiExtenders', [['Wifi-versterker', 'wifiExtender']]],
      ['security', [['Overal Veilig Online', 'security']]],
    ]);
  });

  it('takes the in-service date, else the wish date (pending), as spec §3 startdate', () => {
    const tv = productOverview({ subscription: threeP, showSecurity: false })[1]!;
    expect(tv.products[0]).toMatchObject({ startDate: '2024-02-01', pending: false });
    expect(tv.products[3]).toMatchObject({ startDate: '2026-11-30', pending: true });
  });

  it('hides security without veiligOnlineProductsFeatureIsEnabled (spec §4)', () => {
    const keys = productOverview({ subscription: threeP, security, showSecurity: false }).map(
      (group) => group.key,
    );
    expect(keys).not.toContain('security');
  });

  it('lists the streaming product, pending until activated; leaves out empty groups', () => {
    const groups = productOverview({
      subscription: subscription(),
      streaming: { isCustomer: true, productName: 'Viaplay Basis', activated: false },
      showSecurity: true,
    });
    expect(groups.map((group) => group.key)).toEqual(['internet', 'streaming']);
    expect(groups[1]!.products[0]).toMatchObject({
      displayName: 'Viaplay Basis',
      technicalId: null,
      price: null,
      pending: true,
    });
  });

  it('an empty subscription has no groups', () => {
    expect(
      productOverview({
        subscription: subscription({ currentInternet: null }),
        showSecurity: true,
      }),
    ).toEqual([]);
  });
});

describe('monthlyTotal', () => {
  it('adds the known prices in cents (no 0,1 + 0,2 drift), unknown as 0', () => {
    const groups = productOverview({ subscription: threeP, security, showSecurity: true });
    expect(monthlyTotal(groups)).toBe(140.95);
    expect(
      monthlyTotal([
        {
          key: 'internet',
          products: [
            { ...groups[0]!.products[0]!, price: 0.1 },
            { ...groups[0]!.products[0]!, price: 0.2 },
            { ...groups[0]!.products[0]!, price: null },
          ],
        },
      ]),
    ).toBe(0.3);
  });
});

describe('monthlyTotal with cloud recording (issue #14: every product monthly price)', () => {
  // jan (sandbox persona): 3p with a Wi-Fi extender, packages, a box, security and cloud recording.
  const jan = subscription({
    currentInternet: product('Internet Giga', { price: 69.5 }),
    currentWifiExtenders: [product('Wifi-versterker', { price: 5 })],
    currentTv: product('TV Compleet', { price: 21 }),
    currentPremiumPackages: [product('Ziggo Sport Totaal', { price: 14.95 })],
    currentThemePackages: [product('Kids & Music', { price: 5 })],
    currentSettopBoxes: [product('Mediabox Next', { price: 0 })],
    currentPrimaryVoipProduct: product('Vast bellen Onbeperkt', { price: 15 }),
  });
  const catalogue = [
    { name: 'TV Compleet', price: 21 },
    { name: 'TV Cloud recording', price: 5 },
  ];
  const on = { disableLocalRecording: true, enableCloudRecording: true };

  it("is jan's € 138,45: € 133,45 of products plus € 5 of cloud recording", () => {
    const groups = productOverview({ subscription: jan, security, showSecurity: true });
    expect(monthlyTotal(groups)).toBe(133.45);
    expect(monthlyTotal(groups, cloudRecordingMonthly(on, catalogue))).toBe(138.45);
  });

  it('counts cloud recording only while it is on and its price is known', () => {
    expect(cloudRecordingMonthly(on, catalogue)).toBe(5);
    expect(cloudRecordingMonthly({ ...on, enableCloudRecording: false }, catalogue)).toBe(0);
    expect(cloudRecordingMonthly(on, undefined)).toBe(0);
    expect(cloudRecordingMonthly(null, catalogue)).toBe(0);
  });
});

describe('currentProducts (dashboard, move; issue #26)', () => {
  it('lists what the customer has without the boxes, each with its role and id', () => {
    expect(currentProducts(threeP).map((p) => [p.technicalId, p.displayName, p.role])).toEqual([
      ['T-Internet Giga', 'Internet Giga', 'internet'],
      ['T-Wifi-versterker', 'Wifi-versterker', 'wifiExtender'],
      ['T-TV Compleet', 'TV Compleet', 'tv'],
      ['T-Ziggo Sport Totaal', 'Ziggo Sport Totaal', 'premiumPackage'],
      ['T-Kids & Music', 'Kids & Music', 'themePackage'],
      ['T-Vast bellen Onbeperkt', 'Vast bellen Onbeperkt', 'primaryLine'],
      ['T-Vast bellen Basis', 'Vast bellen Basis', 'secondaryLine'],
    ]);
    expect(currentProducts(subscription({ currentInternet: null }))).toEqual([]);
  });

  // kees: two lines of the same plan; the role and the id tell them apart (no duplicate key).
  it('tells two lines of the same plan apart', () => {
    const kees = subscription({
      currentPrimaryVoipProduct: product('Vast bellen Basis', { technicalId: 'VOIP-6001' }),
      currentSecondaryVoipProduct: product('Vast bellen Basis', { technicalId: 'VOIP-6002' }),
    });
    const lines = currentProducts(kees).filter((p) => p.displayName === 'Vast bellen Basis');
    expect(lines.map((p) => [p.technicalId, p.role])).toEqual([
      ['VOIP-6001', 'primaryLine'],
      ['VOIP-6002', 'secondaryLine'],
    ]);
  });
});
