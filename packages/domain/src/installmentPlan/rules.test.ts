import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type {
  DunningStatus,
  InstallmentPlan,
  InstallmentPlanEligibility,
  PostponePaymentStatus,
} from '../contract/index.ts';
import {
  arrangementBlock,
  arrangementState,
  nextInstallment,
  postponeBlock,
  postponeReason,
} from './rules.ts';
import { addMonths, installmentSchedule } from './schedule.ts';

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

describe('arrangementBlock and postponeBlock (spec §8 notice 22/01–26/01)', () => {
  it.each([
    ['2027-01-21', null],
    ['2027-01-22', 'MaintenanceNotice'],
    ['2027-01-26', 'MaintenanceNotice'],
    ['2027-01-27', null],
  ] as const)('on %s: %s', (today, block) => {
    expect(arrangementBlock(today, {})).toBe(block);
    expect(postponeBlock(today)).toBe(block);
  });
  it('with installment2Magenta the arrangement is made in the other web app', () => {
    expect(arrangementBlock('2026-11-23', { installment2MagentaFeatureIsEnabled: true })).toBe(
      'MovedToOtherApp',
    );
  });
});

const plan: InstallmentPlan = {
  id: 'IP-1',
  totalAmount: 164.9,
  startDate: '2026-10-23',
  installments: [
    { dueDate: '2026-10-23', amount: 54.96, paid: true },
    { dueDate: '2026-11-23', amount: 54.96, paid: false },
    { dueDate: '2026-12-23', amount: 54.98, paid: false },
  ],
};
const eligible: InstallmentPlanEligibility = {
  eligible: true,
  reason: null,
  amount: 164.9,
  termOptions: [2, 3, 6],
};
const inDunning: Pick<DunningStatus, 'inDunning' | 'stage'> = { inDunning: true, stage: 'Warning' };
const notInDunning: Pick<DunningStatus, 'inDunning' | 'stage'> = {
  inDunning: false,
  stage: 'None',
};

describe('arrangementState', () => {
  it('a running plan wins', () => {
    expect(arrangementState(plan, eligible, inDunning)).toEqual({ kind: 'running', plan });
  });
  it('eligible with terms is an offer of those terms', () => {
    expect(arrangementState(null, eligible, inDunning)).toEqual({
      kind: 'offer',
      amount: 164.9,
      termOptions: [2, 3, 6],
    });
  });
  it.each(['NotInArrears', 'AlreadyInArrangement', 'AmountTooLow', 'AtCollectionAgency'] as const)(
    'not eligible says why: %s',
    (reason) => {
      expect(
        arrangementState(
          null,
          { ...eligible, eligible: false, reason, termOptions: [] },
          inDunning,
        ),
      ).toEqual({ kind: 'notPossible', reason });
    },
  );
  it.each([
    [notInDunning, 'NotInArrears'],
    [{ inDunning: true, stage: 'Collection' } as const, 'AtCollectionAgency'],
    [inDunning, 'Other'],
  ] as const)(
    'without a reason it is read from the dunning status (%o → %s)',
    (dunning, reason) => {
      expect(
        arrangementState(
          null,
          { ...eligible, eligible: false, reason: null, termOptions: [] },
          dunning,
        ),
      ).toEqual({ kind: 'notPossible', reason });
    },
  );
  it('eligible without terms is no offer', () => {
    expect(arrangementState(null, { ...eligible, termOptions: [] }, inDunning).kind).toBe(
      'notPossible',
    );
  });
});

describe('postponeReason', () => {
  const status = (value: Partial<PostponePaymentStatus>): PostponePaymentStatus => ({
    possible: false,
    invoiceId: 'inv-1',
    newDueDate: null,
    alreadyPostponed: false,
    ...value,
  });
  it.each([
    [status({ possible: true, newDueDate: '2026-12-06' }), notInDunning, null],
    [status({ alreadyPostponed: true }), notInDunning, 'AlreadyPostponed'],
    [status({ invoiceId: null }), notInDunning, 'NoOpenInvoice'],
    [status({}), inDunning, 'InArrears'],
  ] as const)('%o in dunning %o → %s', (value, dunning, reason) => {
    expect(postponeReason(value, dunning)).toBe(reason);
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
