import { describe, expect, it } from 'vitest';
import type { CollectionAgency, DunningStatus } from '../invoices/schema.ts';
import type { InstallmentPlan, InstallmentPlanEligibility } from './schema.ts';
import type { PostponePaymentStatus } from '../postponePayment/schema.ts';
import { arrearsOptions } from './arrearsOptions.ts';
import type { ArrearsFacts, ArrearsOptions } from './arrearsOptions.ts';

// The sandbox personas' answers (packages/sandbox/src/personas), each a row of the table.
const agency: CollectionAgency = {
  name: 'Incasso Noord',
  phoneNumber: '0881234567',
  website: 'https://www.incassonoord.example',
};
const warning: DunningStatus = {
  inDunning: true,
  stage: 'Warning',
  overdueAmount: 164.9,
  nextStepDate: '2026-12-06',
  collectionAgency: null,
};
const noDunning: DunningStatus = {
  inDunning: false,
  stage: 'None',
  overdueAmount: 0,
  nextStepDate: null,
  collectionAgency: null,
};
const eligible: InstallmentPlanEligibility = {
  eligible: true,
  reason: null,
  amount: 164.9,
  termOptions: [2, 3, 6],
  minimumAmount: 25,
};
const refusedFor = (
  reason: InstallmentPlanEligibility['reason'],
  amount = 164.9,
): InstallmentPlanEligibility => ({
  ...eligible,
  eligible: false,
  reason,
  amount,
  termOptions: [],
});
const plan: InstallmentPlan = {
  id: 'IP-RS-0001',
  totalAmount: 164.9,
  startDate: '2026-10-23',
  paymentMethod: 'Transfer',
  installments: [{ dueDate: '2026-10-23', amount: 164.9, paid: false }],
};
const postponeOpen: PostponePaymentStatus = {
  possible: true,
  invoiceId: 'inv-2026110001',
  newDueDate: '2026-12-06',
  alreadyPostponed: false,
};
const postponeInArrears: PostponePaymentStatus = {
  possible: false,
  invoiceId: 'inv-2026110004',
  newDueDate: '2026-12-20',
  alreadyPostponed: false,
};

const facts = (value: Partial<ArrearsFacts>): ArrearsFacts => ({
  today: '2026-11-23',
  features: {},
  dunning: warning,
  plan: null,
  eligibility: eligible,
  postpone: postponeInArrears,
  ...value,
});

describe('arrearsOptions: the arrangement and the postponement, decided once', () => {
  it.each<[string, Partial<ArrearsFacts>, ArrearsOptions]>([
    [
      'piet: arrears, eligible → choose 2, 3 or 6 months; postponing not, an arrangement instead',
      {},
      {
        arrangement: { kind: 'possible', amount: 164.9, termOptions: [2, 3, 6] },
        postpone: { kind: 'inArrears', arrangementInstead: true },
      },
    ],
    [
      'piet on 23/01 (spec §8 window): the arrangement waits, and postponing does not point to it',
      { today: '2027-01-23' },
      {
        arrangement: { kind: 'maintenance', amount: 164.9 },
        postpone: { kind: 'inArrears', arrangementInstead: false },
      },
    ],
    [
      'piet on 21/01 and 27/01: outside the window',
      { today: '2027-01-27' },
      {
        arrangement: { kind: 'possible', amount: 164.9, termOptions: [2, 3, 6] },
        postpone: { kind: 'inArrears', arrangementInstead: true },
      },
    ],
    [
      'lage-achterstand: € 12,50 is below the € 25 minimum; no arrangement to point to',
      {
        dunning: { ...warning, stage: 'Reminder', overdueAmount: 12.5 },
        eligibility: refusedFor('AmountTooLow', 12.5),
      },
      {
        arrangement: { kind: 'tooSmall', amount: 12.5, minimum: 25 },
        postpone: { kind: 'inArrears', arrangementInstead: false },
      },
    ],
    [
      'incasso: at Incasso Noord, with how to reach them',
      {
        dunning: { ...warning, stage: 'Collection', nextStepDate: null, collectionAgency: agency },
        eligibility: refusedFor('AtCollectionAgency'),
      },
      {
        arrangement: { kind: 'atCollectionAgency', agency },
        postpone: { kind: 'inArrears', arrangementInstead: false },
      },
    ],
    [
      'geen-regeling: refused for a reason the API does not name',
      { eligibility: refusedFor('Other') },
      {
        arrangement: { kind: 'refused' },
        postpone: { kind: 'inArrears', arrangementInstead: false },
      },
    ],
    [
      'regeling: a running plan; the open invoice can still be postponed',
      {
        dunning: noDunning,
        plan,
        eligibility: refusedFor('AlreadyInArrangement', 0),
        postpone: postponeOpen,
      },
      {
        arrangement: { kind: 'running', plan },
        postpone: { kind: 'possible', invoiceId: 'inv-2026110001', newDueDate: '2026-12-06' },
      },
    ],
    [
      'jan: nothing late, so no arrangement needed; postponing possible',
      { dunning: noDunning, eligibility: refusedFor('NotInArrears', 0), postpone: postponeOpen },
      {
        arrangement: { kind: 'notNeeded' },
        postpone: { kind: 'possible', invoiceId: 'inv-2026110001', newDueDate: '2026-12-06' },
      },
    ],
    [
      'jan on 24/01: postponing waits for the window to end',
      {
        today: '2027-01-24',
        dunning: noDunning,
        eligibility: refusedFor('NotInArrears', 0),
        postpone: postponeOpen,
      },
      {
        arrangement: { kind: 'notNeeded' },
        postpone: { kind: 'maintenance', invoiceId: 'inv-2026110001', newDueDate: '2026-12-06' },
      },
    ],
    [
      'uitstel-gebruikt: postponed once already',
      {
        dunning: noDunning,
        eligibility: refusedFor('NotInArrears', 0),
        postpone: { ...postponeOpen, possible: false, alreadyPostponed: true },
      },
      {
        arrangement: { kind: 'notNeeded' },
        postpone: { kind: 'usedAlready', invoiceId: 'inv-2026110001' },
      },
    ],
    [
      'regeling-elders: installment2Magenta sends the arrangement to the other web app',
      { features: { installment2MagentaFeatureIsEnabled: true } },
      {
        arrangement: { kind: 'elsewhere' },
        postpone: { kind: 'inArrears', arrangementInstead: false },
      },
    ],
    [
      'nothing open at all',
      {
        dunning: noDunning,
        eligibility: refusedFor('NotInArrears', 0),
        postpone: { possible: false, invoiceId: null, newDueDate: null, alreadyPostponed: false },
      },
      { arrangement: { kind: 'notNeeded' }, postpone: { kind: 'notNeeded' } },
    ],
  ])('%s', (_, value, expected) => {
    expect(arrearsOptions(facts(value))).toEqual(expected);
  });

  it.each<[string, Partial<ArrearsFacts>, ArrearsOptions['arrangement']]>([
    [
      'AlreadyInArrangement without the plan',
      { eligibility: refusedFor('AlreadyInArrangement') },
      { kind: 'alreadyArranged' },
    ],
    [
      'no reason, not in dunning',
      { dunning: noDunning, eligibility: refusedFor(null) },
      { kind: 'notNeeded' },
    ],
    [
      'no reason, at stage Collection',
      {
        dunning: { ...warning, stage: 'Collection', collectionAgency: agency },
        eligibility: refusedFor(null),
      },
      { kind: 'atCollectionAgency', agency },
    ],
    ['no reason, in dunning', { eligibility: refusedFor(null) }, { kind: 'refused' }],
    [
      'eligible without terms',
      { eligibility: { ...eligible, termOptions: [] } },
      { kind: 'refused' },
    ],
    [
      'AmountTooLow without a minimum',
      { eligibility: { ...refusedFor('AmountTooLow', 12.5), minimumAmount: null } },
      { kind: 'tooSmall', amount: 12.5, minimum: null },
    ],
    [
      'a not-possible reason is said in the window too (the window is not why)',
      { today: '2027-01-22', eligibility: refusedFor('Other') },
      { kind: 'refused' },
    ],
    [
      'AtCollectionAgency without a named agency',
      { eligibility: refusedFor('AtCollectionAgency') },
      { kind: 'atCollectionAgency', agency: null },
    ],
  ])('when the API leaves something out: %s', (_, value, expected) => {
    expect(arrearsOptions(facts(value)).arrangement).toEqual(expected);
  });
});
