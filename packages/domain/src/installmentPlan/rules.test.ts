import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InstallmentPlan } from './schema.ts';
import { nextInstallment } from './rules.ts';
import { addMonths, installmentSchedule, termAmount } from './schedule.ts';

describe('installmentSchedule', () => {
  it('splits piet’s € 164,90 over 3 monthly terms, the last taking the rounding', () => {
    expect(installmentSchedule(164.9, 3, '2026-11-23')).toEqual([
      { dueDate: '2026-11-23', amount: 54.96, paid: false },
      { dueDate: '2026-12-23', amount: 54.96, paid: false },
      { dueDate: '2027-01-23', amount: 54.98, paid: false },
    ]);
  });
  it.each([
    [2, [82.45, 82.45]],
    [6, [27.48, 27.48, 27.48, 27.48, 27.48, 27.5]],
  ])('%i terms of € 164,90', (terms, amounts) => {
    expect(installmentSchedule(164.9, terms, '2026-11-23').map((t) => t.amount)).toEqual(amounts);
  });
  it('always adds up to the amount to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_00 }),
        fc.integer({ min: 1, max: 12 }),
        (cents, terms) => {
          const schedule = installmentSchedule(cents / 100, terms, '2026-01-31');
          const sum = schedule.reduce((total, term) => total + Math.round(term.amount * 100), 0);
          expect(sum).toBe(cents);
          expect(schedule).toHaveLength(terms);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('addMonths', () => {
  it.each([
    ['2026-11-23', 1, '2026-12-23'],
    ['2026-12-23', 1, '2027-01-23'],
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2026-03-31', -1, '2026-02-28'],
  ])('%s + %i month → %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});

const plan: InstallmentPlan = {
  id: 'IP-1',
  totalAmount: 164.9,
  startDate: '2026-10-23',
  paymentMethod: 'Transfer',
  installments: [
    { dueDate: '2026-10-23', amount: 54.96, paid: true },
    { dueDate: '2026-11-23', amount: 54.96, paid: false },
    { dueDate: '2026-12-23', amount: 54.98, paid: false },
  ],
};

describe('termAmount', () => {
  it.each([
    [164.9, 2, 82.45],
    [164.9, 3, 54.96],
    [164.9, 6, 27.48],
  ])('€ %d in %i terms: %d a term', (amount, terms, expected) => {
    expect(termAmount(amount, terms)).toBe(expected);
    expect(installmentSchedule(amount, terms, '2026-11-23')[0]?.amount).toBe(expected);
  });
});

describe('nextInstallment', () => {
  it('is the first unpaid term', () => {
    expect(nextInstallment(plan)?.dueDate).toBe('2026-11-23');
  });
  it('is null when all are paid', () => {
    expect(
      nextInstallment({
        ...plan,
        installments: plan.installments.map((t) => ({ ...t, paid: true })),
      }),
    ).toBeNull();
  });
});
