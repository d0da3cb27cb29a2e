import { describe, expect, it } from 'vitest';
import type { Product, Subscription } from '../subscription/schema.ts';
import type { ContractInfo } from './schema.ts';
import { contractSummary, remainingMonths } from './contractSummary.ts';

const product = (name: string, price: number | null): Product => ({
  technicalId: name,
  name,
  displayName: name,
  price,
  inServiceDate: '2025-01-01',
  wishDate: null,
});
const subscription: Subscription = {
  currentInternet: product('Internet Giga', 69.5),
  currentWifiExtenders: [product('Wifi-versterker', 5)],
  currentTv: product('TV Compleet', 21),
  currentPremiumPackages: [product('Film1', 12.5)],
  currentThemePackages: [],
  currentSettopBoxes: [],
  currentPrimaryVoipProduct: product('Vast bellen Onbeperkt', 15),
  currentSecondaryVoipProduct: null,
};
const contract = (endDate: string | null, fee: number | null = null): ContractInfo => ({
  hasRunningContract: endDate !== null,
  startDate: '2025-03-15',
  endDate,
  earlyTerminationFee: fee,
  minimumTermMonths: endDate === null ? null : 24,
  noticePeriodMonths: 1,
});

describe('contractSummary (EECC art. 102/105, ADR 133)', () => {
  it.each([
    // today, end date, quoted fee → phase, early termination, best tariff advised
    [
      '2026-11-28',
      '2027-11-28',
      null,
      'running',
      { rule: 'remainingFees', cost: 1266, remainingMonths: 12 },
      false,
    ],
    ['2026-11-28', '2027-03-15', 90, 'running', { rule: 'quoted', cost: 90 }, false],
    ['2026-12-14', '2027-03-15', 90, 'running', { rule: 'quoted', cost: 90 }, false],
    ['2026-12-15', '2027-03-15', 90, 'endsSoon', { rule: 'quoted', cost: 90 }, true],
    [
      '2026-11-28',
      '2027-01-28',
      null,
      'endsSoon',
      { rule: 'remainingFees', cost: 211, remainingMonths: 2 },
      true,
    ],
    // A started month counts in full: 45 days is two months of fees.
    [
      '2026-11-28',
      '2027-01-12',
      null,
      'endsSoon',
      { rule: 'remainingFees', cost: 211, remainingMonths: 2 },
      true,
    ],
    [
      '2027-03-14',
      '2027-03-15',
      null,
      'endsSoon',
      { rule: 'remainingFees', cost: 105.5, remainingMonths: 1 },
      true,
    ],
    // On the end date the minimum term is over: nothing to pay, advice shown.
    ['2027-03-15', '2027-03-15', 90, 'ended', null, true],
    ['2026-11-28', '2026-09-28', null, 'ended', null, true],
    ['2026-11-28', null, null, 'none', null, true],
  ] as const)(
    'on %s with the term ending %s (fee %s): %s',
    (today, endDate, fee, phase, earlyTermination, advised) => {
      const summary = contractSummary({ contract: contract(endDate, fee), subscription, today });
      expect(summary.phase).toBe(phase);
      expect(summary.earlyTermination).toEqual(earlyTermination);
      expect(summary.advisesBestTariff).toBe(advised);
    },
  );

  it('prices the contracted services only: internet, TV and the fixed lines', () => {
    const summary = contractSummary({
      contract: contract('2027-03-15', 90),
      subscription: {
        ...subscription,
        currentSecondaryVoipProduct: product('Vast bellen Basis', 7.5),
        currentTv: product('TV Start', null),
      },
      today: '2026-11-28',
    });
    expect(summary.monthlyPrice).toBe(92);
    expect(summary).toMatchObject({
      startDate: '2025-03-15',
      minimumTermMonths: 24,
      endDate: '2027-03-15',
      noticePeriodMonths: 1,
    });
  });

  it('a contract the provider says is no longer running has ended, whatever its end date', () => {
    const ended = { ...contract('2027-03-15'), hasRunningContract: false };
    expect(contractSummary({ contract: ended, subscription, today: '2026-11-28' }).phase).toBe(
      'ended',
    );
  });
});

describe('remainingMonths', () => {
  it.each([
    ['2026-11-28', '2026-11-28', 0],
    ['2026-11-28', '2026-11-29', 1],
    ['2026-11-28', '2026-12-28', 1],
    ['2026-11-28', '2026-12-29', 2],
    ['2027-01-31', '2027-02-28', 1],
    ['2027-01-31', '2027-03-31', 2],
    ['2026-11-28', '2026-10-01', 0],
  ])('from %s to %s: %i', (today, endDate, months) => {
    expect(remainingMonths(today, endDate)).toBe(months);
  });
});
