import { describe, expect, it } from 'vitest';
import type { Product } from '../subscription/schema.ts';
import type { AvailableProduct } from './schema.ts';
import { recordingQuote } from './recordingQuote.ts';
import { addableTvPackages, fixedLinePlans, fixedLineSlot, recordingChange } from './rules.ts';
import { cloudRecordingPrice } from './recordingPrice.ts';

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

describe('addableTvPackages', () => {
  const tv = { currentTv: product('TV Start') };
  const catalogue = [
    entry('Kids & Music', 5, 'ThemePackage'),
    entry('Film1', 12.5, 'PremiumPackage'),
    { ...entry('Ziggo Sport Totaal', 14.95, 'PremiumPackage'), current: true },
    entry('Entertainment', 4, 'ThemePackage'),
    entry('Vast bellen Basis', 7.5),
  ];

  it('offers what a TV customer does not have: premium first, then theme, cheapest first', () => {
    expect(addableTvPackages(tv, catalogue).map((item) => item.name)).toEqual([
      'Film1',
      'Entertainment',
      'Kids & Music',
    ]);
  });

  it('offers nothing without TV', () => {
    expect(addableTvPackages({ currentTv: null }, catalogue)).toEqual([]);
  });
});

describe('recordingChange', () => {
  it('switches recording to the cloud, and back to the box', () => {
    expect(recordingChange(true)).toEqual({
      enableCloudRecording: true,
      disableLocalRecording: true,
    });
    expect(recordingChange(false)).toEqual({
      enableCloudRecording: false,
      disableLocalRecording: false,
    });
  });
});

describe('recordingQuote', () => {
  const catalogue = [entry('TV Cloud recording', 5, 'Recording'), entry('Film1', 12.5)];

  it('on: the price comes on top of the products’ total, from today', () => {
    expect(recordingQuote(catalogue, true, false, 62.5, '2026-11-23')).toEqual({
      lines: [{ displayName: 'TV Cloud recording', count: 1, monthly: 5, oneOff: 0 }],
      monthlyIncrease: 5,
      newMonthly: 67.5,
      oneOff: 0,
      startDate: '2026-11-23',
    });
  });

  it('off: what stops, and the total that had it goes down by its price', () => {
    expect(recordingQuote(catalogue, false, true, 109.4, '2026-11-23')).toMatchObject({
      lines: [{ displayName: 'TV Cloud recording', count: 1, monthly: -5 }],
      monthlyIncrease: -5,
      newMonthly: 109.4,
    });
  });

  it('is null when the catalogue has no cloud recording', () => {
    expect(recordingQuote([], true, false, 10, '2026-11-23')).toBeNull();
  });
});

describe('cloudRecordingPrice (issue #26: the switch says what it costs)', () => {
  it.each([
    ['in the catalogue', [entry('TV Cloud recording', 5, 'Recording')], 5],
    ['not in it', [entry('Film1', 12.5)], null],
    ['not loaded', undefined, null],
  ] as const)('%s', (_name, catalogue, price) => {
    expect(cloudRecordingPrice(catalogue)).toBe(price);
  });
});
