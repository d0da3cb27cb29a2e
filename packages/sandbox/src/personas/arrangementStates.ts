import type { CustomerPersona } from './types.ts';
import { customer } from './billingStates.ts';
import { piet } from './piet.ts';

// The two reasons for "no payment arrangement" that no login showed in `npm start` (issue #11:
// "not eligible with each reason"; the others are jan/sanne NotInArrears, regeling
// AlreadyInArrangement, lage-achterstand AmountTooLow). Piet's arrears, each with one reason.

/** Piet's arrears handed to the collection agency: the arrangement is made with them. */
export const incasso: CustomerPersona = {
  ...piet,
  ...customer(piet, 'incasso', '10000033', {
    firstName: 'Ivo',
    lastName: 'Dekker',
    initials: 'ID',
  }),
  purpose:
    'Piet’s arrears at the collection agency Incasso Noord (dunning stage Collection, no next step; its phone and site in the dunning status, ADR 117): no payment arrangement here (reason AtCollectionAgency), the agency is the way out.',
  billing: {
    ...piet.billing,
    dunning: {
      ...piet.billing.dunning,
      stage: 'Collection',
      nextStepDate: null,
      collectionAgency: {
        name: 'Incasso Noord',
        phoneNumber: '0881234567',
        website: 'https://www.incassonoord.example',
      },
    },
    installmentEligibility: {
      eligible: false,
      reason: 'AtCollectionAgency',
      amount: piet.billing.installmentEligibility.amount,
      termOptions: [],
      minimumAmount: 25,
    },
  },
};

/** Piet's arrears, refused without a reason the portal can name (reason Other). */
export const geenRegeling: CustomerPersona = {
  ...piet,
  ...customer(piet, 'geen-regeling', '10000034', {
    firstName: 'Gert',
    lastName: 'Mulder',
    initials: 'GM',
  }),
  purpose:
    'Piet’s arrears (dunning stage Warning) with a payment arrangement refused for another reason (reason Other): said honestly, with the service line.',
  billing: {
    ...piet.billing,
    installmentEligibility: {
      eligible: false,
      reason: 'Other',
      amount: piet.billing.installmentEligibility.amount,
      termOptions: [],
      minimumAmount: 25,
    },
  },
};
