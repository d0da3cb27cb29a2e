import { installmentSchedule } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';
import { invoice } from './invoices.ts';
import { jan } from './jan.ts';
import { optedIn } from './products.ts';
import { piet } from './piet.ts';

// Billing states of /rekeningen that jan and piet do not show (issue #11). Each is one of them
// with a new login and customer code; dates that move with time are relative to the sandbox clock.

export const daysFromToday = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function customer(
  base: CustomerPersona,
  login: string,
  customerId: string,
  name: { firstName: string; lastName: string; initials: string },
): Pick<CustomerPersona, 'login' | 'account' | 'basic' | 'optOut' | 'returnLabels'> {
  const email = `${name.firstName}.${name.lastName}@example.nl`.toLowerCase().replace(/ /g, '');
  return {
    login,
    account: {
      ...base.account,
      customerId,
      personInformation: {
        firstName: name.firstName,
        lastName: name.lastName,
        primaryEmailAddress: email,
      },
    },
    basic: { customerId, customerInitials: name.initials, firstName: name.firstName },
    optOut: optedIn(customerId, email),
    returnLabels: [],
  };
}

/** A running payment arrangement: three terms from last month, the first paid. */
const planStart = (() => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - 1);
  return date.toISOString().slice(0, 10);
})();
export const regeling: CustomerPersona = {
  ...piet,
  ...customer(piet, 'regeling', '10000006', {
    firstName: 'Ria',
    lastName: 'Smit',
    initials: 'RS',
  }),
  purpose:
    'Piet after his payment arrangement: a running plan of 3 terms (the first paid), the late invoices in the arrangement, no dunning; not eligible for another plan.',
  billing: {
    ...piet.billing,
    invoices: piet.billing.invoices.map((item) =>
      item.status === 'Overdue' ? { ...item, status: 'InArrangement' } : item,
    ),
    openBalance: { amount: 172.43, overdueAmount: 0 },
    dunning: {
      inDunning: false,
      stage: 'None',
      overdueAmount: 0,
      nextStepDate: null,
      collectionAgency: null,
    },
    installmentEligibility: {
      eligible: false,
      reason: 'AlreadyInArrangement',
      amount: 0,
      termOptions: [],
      minimumAmount: 25,
    },
    installmentPlan: {
      id: 'IP-RS-0001',
      totalAmount: 164.9,
      startDate: planStart,
      // Piet pays by transfer (no debit day), so the plan's terms are transferred too.
      paymentMethod: 'Transfer',
      installments: installmentSchedule(164.9, 3, planStart).map((term, index) => ({
        ...term,
        paid: index === 0,
      })),
    },
  },
};

/** Jan, who already postponed his open invoice once: it cannot move again. */
export const uitstelGebruikt: CustomerPersona = {
  ...jan,
  ...customer(jan, 'uitstel-gebruikt', '10000007', {
    firstName: 'Ute',
    lastName: 'Bos',
    initials: 'UB',
  }),
  purpose:
    'Jan after postponing: the open invoice was postponed once already (due two weeks later), so no further postponement; not in arrears.',
  billing: {
    ...jan.billing,
    invoices: jan.billing.invoices.map((item) =>
      item.status === 'Open' ? { ...item, dueDate: '2026-12-06' } : item,
    ),
    postponedInvoiceIds: ['inv-2026110001'],
  },
};

/** A small arrear: one late invoice of € 12,50, too little for an arrangement. */
export const kleineAchterstand: CustomerPersona = {
  ...piet,
  ...customer(piet, 'lage-achterstand', '10000008', {
    firstName: 'Kees',
    lastName: 'Visser',
    initials: 'KV',
  }),
  purpose:
    'A small arrear (one late invoice of € 12,50, dunning stage Reminder): an arrangement is not possible because the amount is too low; postponing neither, since an invoice is late.',
  billing: {
    ...piet.billing,
    invoices: [
      invoice('2026110008', '2026-11-08', 45, 'Open', 'Transfer'),
      invoice('2026100008', '2026-10-08', 12.5, 'Overdue', 'Transfer'),
      invoice('2026090008', '2026-09-08', 45, 'Paid', 'Transfer'),
    ],
    openBalance: { amount: 57.5, overdueAmount: 12.5 },
    dunning: {
      inDunning: true,
      stage: 'Reminder',
      overdueAmount: 12.5,
      nextStepDate: daysFromToday(10),
      collectionAgency: null,
    },
    installmentEligibility: {
      eligible: false,
      reason: 'AmountTooLow',
      amount: 12.5,
      termOptions: [],
      minimumAmount: 25,
    },
  },
};

/** Piet with installment2Magenta on: the arrangement is made in the other web app. */
export const regelingElders: CustomerPersona = {
  ...piet,
  ...customer(piet, 'regeling-elders', '10000009', {
    firstName: 'Eva',
    lastName: 'de Wit',
    initials: 'EW',
  }),
  purpose:
    'Piet with installment2MagentaFeatureIsEnabled on: the payment arrangement opens in the other web app instead of in-app.',
  features: { ...piet.features, installment2MagentaFeatureIsEnabled: true },
};
