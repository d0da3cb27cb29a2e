import { describe, expect, it } from 'vitest';
import type { Product } from '../subscription/schema.ts';
import type { AvailableProduct } from './schema.ts';
import {
  WIFI_EXTENDERS_MAX,
  wifiExtenderAddRefusal,
  wifiExtenderChange,
  wifiExtenderCounts,
  wifiExtenderProduct,
} from './wifiExtenders.ts';
import { wifiExtenderQuote } from './wifiExtenderQuote.ts';

const extender = (
  technicalId: string,
  inServiceDate: string | null,
  wishDate: string | null = null,
) =>
  ({
    technicalId,
    name: 'Wifi-versterker',
    displayName: 'Wifi-versterker',
    price: 5,
    inServiceDate,
    wishDate,
  }) satisfies Product;
const internet = { ...extender('INT-1', '2020-01-01'), name: 'Internet Start' };

const entry = (name: string, price: number, oneOffPrice = 0) =>
  ({
    name,
    displayName: name,
    category: 'WifiExtender',
    price,
    oneOffPrice,
    description: '',
    current: false,
    downloadSpeedMbps: null,
    uploadSpeedMbps: null,
  }) satisfies AvailableProduct;
const catalogue = [entry('Wifi-versterker Plus', 7.5, 20), entry('Wifi-versterker', 5)];

describe('wifiExtenderAddRefusal', () => {
  it('refuses without internet and beyond the maximum, in the sandbox’s Dutch', () => {
    expect(wifiExtenderAddRefusal(false, 1)).toBe('Een wifi-versterker kan alleen met internet.');
    expect(wifiExtenderAddRefusal(true, WIFI_EXTENDERS_MAX + 1)).toBe(
      'Je kunt maximaal 3 wifi-versterkers hebben.',
    );
    expect(wifiExtenderAddRefusal(true, WIFI_EXTENDERS_MAX)).toBeNull();
  });
});

describe('wifiExtenderCounts', () => {
  it('offers 0 to 3 with internet and nothing without', () => {
    expect(wifiExtenderCounts({ currentInternet: internet })).toEqual([0, 1, 2, 3]);
    expect(wifiExtenderCounts({ currentInternet: null })).toEqual([]);
  });
});

describe('wifiExtenderProduct', () => {
  it('adds the kind the customer has, else the cheapest', () => {
    expect(wifiExtenderProduct({ currentWifiExtenders: [] }, catalogue)?.name).toBe(
      'Wifi-versterker',
    );
    const plus = { ...extender('W1', '2024-01-01'), name: 'Wifi-versterker Plus' };
    expect(wifiExtenderProduct({ currentWifiExtenders: [plus] }, catalogue)?.name).toBe(
      'Wifi-versterker Plus',
    );
    expect(wifiExtenderProduct({ currentWifiExtenders: [] }, [])).toBeNull();
  });
});

describe('wifiExtenderChange', () => {
  const two = {
    currentInternet: internet,
    currentWifiExtenders: [extender('W-OLD', '2022-06-01'), extender('W-NEW', '2025-02-01')],
  };
  const product = { name: 'Wifi-versterker' };

  it('adds the difference', () => {
    expect(wifiExtenderChange(two, product, 3)).toEqual({
      kind: 'add',
      names: ['Wifi-versterker'],
    });
    expect(wifiExtenderChange({ ...two, currentWifiExtenders: [] }, product, 2)).toEqual({
      kind: 'add',
      names: ['Wifi-versterker', 'Wifi-versterker'],
    });
  });

  it('removes the newest first, by technicalId', () => {
    const change = wifiExtenderChange(two, product, 1);
    expect(change?.kind === 'remove' && change.products.map((item) => item.technicalId)).toEqual([
      'W-NEW',
    ]);
    const pending = {
      ...two,
      currentWifiExtenders: [...two.currentWifiExtenders, extender('W-WAY', null, '2026-12-01')],
    };
    const all = wifiExtenderChange(pending, product, 0);
    expect(all?.kind === 'remove' && all.products.map((item) => item.technicalId)).toEqual([
      'W-WAY',
      'W-NEW',
      'W-OLD',
    ]);
  });

  it('refuses no change, a count out of range (nothing to remove below none) and no internet', () => {
    expect(wifiExtenderChange(two, product, 2)).toBeNull();
    expect(wifiExtenderChange(two, product, -1)).toBeNull();
    expect(wifiExtenderChange(two, product, 4)).toBeNull();
    expect(wifiExtenderChange(two, null, 3)).toBeNull();
    expect(wifiExtenderChange({ ...two, currentInternet: null }, product, 3)).toBeNull();
  });
});

describe('wifiExtenderQuote', () => {
  it('prices an addition as hardware: from delivery, with the one-off cost', () => {
    const quote = wifiExtenderQuote(
      catalogue,
      { kind: 'add', names: ['Wifi-versterker Plus', 'Wifi-versterker Plus'] },
      45,
      '2026-11-23',
    );
    expect(quote).toEqual({
      lines: [{ displayName: 'Wifi-versterker Plus', count: 2, monthly: 15, oneOff: 40 }],
      monthlyIncrease: 15,
      newMonthly: 60,
      oneOff: 40,
      startDate: '2026-11-30',
    });
  });

  it('prices a removal at the products’ own prices, from today', () => {
    const quote = wifiExtenderQuote(
      catalogue,
      {
        kind: 'remove',
        products: [
          { name: 'Wifi-versterker', technicalId: 'W1', product: extender('W1', '2024-01-01') },
          { name: 'Wifi-versterker', technicalId: 'W2', product: extender('W2', '2024-01-01') },
        ],
      },
      55,
      '2026-11-23',
    );
    expect(quote).toEqual({
      lines: [{ displayName: 'Wifi-versterker', count: 2, monthly: -10, oneOff: 0 }],
      monthlyIncrease: -10,
      newMonthly: 45,
      oneOff: 0,
      startDate: '2026-11-23',
    });
  });

  it('is null for a name not in the list', () => {
    expect(wifiExtenderQuote(catalogue, { kind: 'add', names: ['Nope'] }, 45, '2026-11-23')).toBe(
      null,
    );
  });
});
