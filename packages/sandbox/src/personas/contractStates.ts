import { addMonths } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';
import { customer } from './billingStates.ts';
import { jan } from './jan.ts';
import { piet } from './piet.ts';
import { product, subscriptionWith } from './products.ts';

// The contract summary of /abonnementen (issue #28, ADR 133): a minimum term in the middle, one
// ending within three months with an old, higher tariff, and one that has ended. Each is an
// existing persona with a new login and customer code; the contract dates are whole months from
// the sandbox clock, so "two months left" stays two months on any day.

/** The sandbox clock's day plus `months` calendar months (ISO). */
export const monthsFromToday = (months: number) =>
  addMonths(new Date().toISOString().slice(0, 10), months);

/** Jan's 3p halfway through a 24-month term: no fee quoted, so the remaining fees count. */
export const contractMidden: CustomerPersona = {
  ...jan,
  ...customer(jan, 'contract-midden', '10000133', {
    firstName: 'Mila',
    lastName: 'Dekker',
    initials: 'MD',
  }),
  purpose:
    'Jan’s 3p (€ 105,50 a month for internet, TV and calling) halfway through a 24-month term (12 months left on the sandbox clock), no quoted fee: early termination costs the remaining 12 monthly fees.',
  details: {
    ...jan.details,
    contract: {
      hasRunningContract: true,
      startDate: monthsFromToday(-12),
      endDate: monthsFromToday(12),
      earlyTerminationFee: null,
      minimumTermMonths: 24,
      noticePeriodMonths: 1,
    },
  },
};

/** Internet + TV at old tariffs, the 24-month term ending in two months: cheaper at list price. */
export const contractEindigt: CustomerPersona = {
  ...piet,
  ...customer(piet, 'contract-eindigt', '10000134', {
    firstName: 'Eva',
    lastName: 'Jansen',
    initials: 'EJ',
  }),
  purpose:
    'Internet Start (€ 57,50) + TV Start (€ 19,50) at old tariffs, 24-month term ending two months after the sandbox clock: best-tariff advice, € 14,50 a month less at list prices.',
  subscription: subscriptionWith({
    currentInternet: product('INT-1341', 'Internet Start', 57.5, '2024-11-01'),
    currentTv: product('TV-1341', 'TV Start', 19.5, '2024-11-01'),
    currentSettopBoxes: [product('STB-1341', 'Mediabox Next Mini', 0, '2024-11-01')],
  }),
  details: {
    ...piet.details,
    contract: {
      hasRunningContract: true,
      startDate: monthsFromToday(-22),
      endDate: monthsFromToday(2),
      earlyTerminationFee: null,
      minimumTermMonths: 24,
      noticePeriodMonths: 1,
    },
  },
};

/** Piet's internet + TV at list prices, the 12-month term ended two months ago: best tariff already. */
export const contractVoorbij: CustomerPersona = {
  ...piet,
  ...customer(piet, 'contract-voorbij', '10000135', {
    firstName: 'Ruben',
    lastName: 'Mulder',
    initials: 'RM',
  }),
  purpose:
    'Piet’s Internet Start + TV Start at list prices (€ 62,50), 12-month term ended two months before the sandbox clock: cancelling costs nothing, already the best tariff.',
  details: {
    ...piet.details,
    contract: {
      hasRunningContract: false,
      startDate: monthsFromToday(-14),
      endDate: monthsFromToday(-2),
      earlyTerminationFee: null,
      minimumTermMonths: 12,
      noticePeriodMonths: 1,
    },
  },
};
