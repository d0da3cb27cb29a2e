import type { ContactInformation } from './account.ts';
import type { Address, IsoDate } from './common.ts';

/** GET and PUT /api/account/paymentinformation (spec §3: account holder, IBAN, direct-debit date). */
export interface PaymentInformation {
  accountHolderName: string;
  /** Electronic format, no spaces: 'NL91ABNA0417164300'. */
  iban: string;
  /** Day of the month the direct debit is collected; null when the customer pays by transfer. */
  directDebitDay: number | null;
}

/** GET /api/account/contractinfo. A running contract blocks online cease (spec §8). */
export interface ContractInfo {
  hasRunningContract: boolean;
  startDate: IsoDate;
  /** Earliest date the customer can cancel without a fee; null without a fixed term. */
  endDate: IsoDate | null;
  /** Fee for cancelling before `endDate`; null without a fixed term. */
  earlyTerminationFee: number | null;
}

/** GET /api/account/customerinfo: the personal data shown on /mijn-gegevens. */
export interface CustomerInfo {
  customerId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: IsoDate | null;
  primaryEmailAddress: string;
  contactInformation: ContactInformation[];
  primaryAddress: Address;
  customerSince: IsoDate;
}

/** POST /api/account/setPrimaryEmailAdress body (spelling as the API has it). */
export interface SetPrimaryEmailRequest {
  primaryEmailAddress: string;
}

/** POST /api/account/changePassword body (spec: not shown; designed here). */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/**
 * GET /api/AddressLookup/{postalCode}/{houseNumber}: every known address with that postcode and
 * number, one per addition. Empty when the combination is unknown (spec §5).
 */
export type AddressLookupResult = Address[];
