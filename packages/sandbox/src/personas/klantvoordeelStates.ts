import type { CustomerPersona } from './types.ts';
import { customer, daysFromToday } from './billingStates.ts';
import { order } from './orders.ts';
import { opzegger } from './opzegger.ts';
import { overstap } from './overstap.ts';
import { subscriptionWith } from './products.ts';

// States of issue #12 that the other personas do not show, each a known persona with a new login
// and customer code. Dates that move with time are relative to the sandbox clock.

/**
 * Olga after cancelling everything: no current products, so neither the Klantvoordeel link nor its
 * route (spec §2.3 "only with current internet"; ADR 073).
 */
const otto = customer(opzegger, 'opgezegd', '10000036', {
  firstName: 'Otto',
  lastName: 'Geels',
  initials: 'OG',
});
export const opgezegd: CustomerPersona = {
  ...opzegger,
  ...otto,
  purpose:
    'Internet + TV cancelled last month: converged, no current products (status Ceased); the Klantvoordeel route and link are not there.',
  account: { ...otto.account, isSubscribedAtFixed: false },
  features: {},
  subscriptionStatus: { status: 'Ceased', isSubscribedAtFixed: false },
  subscription: subscriptionWith({}),
  tvSettings: null,
  orders: [
    order(
      'ORD-3601',
      daysFromToday(-45),
      'Completed',
      [['Cease', ['Internet Extra', 'TV Start', 'Mediabox Next']]],
      { date: daysFromToday(-30) },
    ),
    ...opzegger.orders.filter((item) => item.items.some((it) => it.orderType === 'Initial')),
  ],
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
};

/** Olaf's switch went through two weeks ago: the dossier is completed (issue #12, ADR 074). */
export const overstapKlaar: CustomerPersona = {
  ...overstap,
  ...customer(overstap, 'overstap-klaar', '10000037', {
    firstName: 'Fenna',
    lastName: 'Dijkstra',
    initials: 'FD',
  }),
  purpose:
    "Internet only (1p), transfer 'OV-2026-0091' completed two weeks ago (sandbox clock); nothing left to fill in.",
  converged: { ...overstap.converged, transferReference: 'OV-2026-0091' },
  transfer: {
    ...overstap.transfer!,
    reference: 'OV-2026-0091',
    status: 'Completed',
    currentProvider: 'Glasnet Noord',
    currentCustomerNumber: 'GN-20931',
    contractEndDate: daysFromToday(-15),
    requestedSwitchDate: daysFromToday(-14),
  },
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
};

/** Details in, the switch not planned yet: a revisit of a submitted dossier (issue #12, ADR 074). */
export const overstapVerstuurd: CustomerPersona = {
  ...overstap,
  ...customer(overstap, 'overstap-ingevuld', '10000038', {
    firstName: 'Vera',
    lastName: 'Smits',
    initials: 'VS',
  }),
  purpose:
    "Internet only (1p), transfer 'OV-2026-0085' submitted (details in), wished switch 40 days after the sandbox clock, not planned yet.",
  converged: { ...overstap.converged, transferReference: 'OV-2026-0085' },
  transfer: {
    ...overstap.transfer!,
    reference: 'OV-2026-0085',
    status: 'Submitted',
    currentProvider: 'Kabel Zuid',
    currentCustomerNumber: 'KZ-551204',
    contractEndDate: daysFromToday(39),
    requestedSwitchDate: daysFromToday(40),
  },
  household: { mayJoin: false, dashboardAddress: null, subscribeAddress: null },
};
