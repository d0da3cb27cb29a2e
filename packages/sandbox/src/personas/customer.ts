import type { Address } from '@vonk/domain/contract';
import type { CustomerPersona } from './types.ts';

interface FixedLineCustomer {
  customerId: string;
  firstName: string;
  lastName: string;
  email: string;
  address: Address;
  contacts: CustomerPersona['account']['contactInformation'];
  /** The reference of an open transfer (overstap): transfer is allowed. Without it, not. */
  transferReference?: string;
}

/**
 * Who most personas are: a fixed-line customer with an active subscription, converged info and
 * no mobile (Magenta) login. The persona adds what makes it different.
 */
export function fixedLineCustomer({
  customerId,
  firstName,
  lastName,
  email,
  address,
  contacts,
  transferReference,
}: FixedLineCustomer): Pick<
  CustomerPersona,
  'account' | 'basic' | 'converged' | 'subscriptionStatus'
> {
  return {
    account: {
      customerId,
      noConvergedInfoYet: false,
      isAuthenticatedAtMagenta: false,
      magentaAlias: null,
      magentaSubscriptions: [],
      magentaVkfe: null,
      primaryAddress: address,
      contactInformation: contacts,
      personInformation: { firstName, lastName, primaryEmailAddress: email },
      isSubscribedAtFixed: true,
    },
    // Initials skip a 'de' or 'van': Bram de Wit is BW.
    basic: { customerId, customerInitials: `${firstName[0]}${surname(lastName)[0]}`, firstName },
    converged: {
      hasConvergedInfo: true,
      isFmcUser: false,
      transferAllowed: transferReference !== undefined,
      transferReference: transferReference ?? null,
    },
    subscriptionStatus: { status: 'Active', isSubscribedAtFixed: true },
  };
}

const surname = (lastName: string) => lastName.split(' ').at(-1) ?? lastName;

type Details = CustomerPersona['details'];

/** A customer since `startDate` whose contract has run its term: no end date, no fee. */
export function noRunningContract(startDate: string): Details['contract'] {
  return {
    hasRunningContract: false,
    startDate,
    endDate: null,
    earlyTerminationFee: null,
    minimumTermMonths: null,
    noticePeriodMonths: 1,
  };
}

/** Privacy settings with nothing allowed: no offers, no research, on no channel. */
export function nothingAllowed(): Details['privacy'] {
  return {
    commercialOfferings: false,
    commercialOfferingsChannels: [],
    useResearchData: false,
    useResearchDataChannels: [],
  };
}
