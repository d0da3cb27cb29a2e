import { z } from 'zod/mini';
import { Address, EmptyObject, IsoDate, IsoDateTime, WriteResult } from '../endpoint/common.ts';
import { SubscriptionIconType } from './subscriptionIconType.ts';

/** A mobile subscription linked to the fixed account (spec §3 magentaSubscriptions). */
export const LinkedSubscription = z.strictObject({
  alias: z.string(),
  iconType: z.enum(SubscriptionIconType),
  /** Identifier of the subscription at the mobile side; opens its external account page. */
  vkfe: z.string(),
});
export type LinkedSubscription = z.infer<typeof LinkedSubscription>;

export const ContactType = z.enum(['PhoneNumber', 'MobilePhoneNumber']);
export type ContactType = z.infer<typeof ContactType>;

export const ContactInformation = z.strictObject({ contactType: ContactType, value: z.string() });
export type ContactInformation = z.infer<typeof ContactInformation>;

/** GET /api/account: customer information (spec §3). */
export const Account = z.strictObject({
  customerId: z.string(),
  /** True when an agent works on this account (spec §6). */
  isAgent: z.boolean(),
  noConvergedInfoYet: z.boolean(),
  isAuthenticatedAtMagenta: z.boolean(),
  magentaAlias: z.nullable(z.string()),
  magentaSubscriptions: z.array(LinkedSubscription),
  magentaVkfe: z.nullable(z.string()),
  primaryAddress: Address,
  contactInformation: z.array(ContactInformation),
  personInformation: z.strictObject({
    firstName: z.string(),
    lastName: z.string(),
    primaryEmailAddress: z.string(),
  }),
  isSubscribedAtFixed: z.boolean(),
});
export type Account = z.infer<typeof Account>;

/**
 * GET /api/account/basic: the small, fast call the header needs (spec §3 "customerInitials from
 * basic customer data"). Shape designed here: the spec names only the initials.
 */
export const BasicAccount = z.strictObject({
  customerId: z.string(),
  /** As the back office stores them; the header shows them only when exactly 2 characters. */
  customerInitials: z.string(),
  firstName: z.string(),
});
export type BasicAccount = z.infer<typeof BasicAccount>;

/** GET and PUT /api/account/paymentinformation (spec §3: account holder, IBAN, direct-debit date). */
export const PaymentInformation = z.strictObject({
  accountHolderName: z.string(),
  /** Electronic format, no spaces: 'NL91ABNA0417164300' (mod-97 is a field rule). */
  iban: z.string(),
  /** Day of the month the direct debit is collected (1-28); null when paying by transfer. */
  directDebitDay: z.nullable(z.int().check(z.gte(1), z.lte(28))),
});
export type PaymentInformation = z.infer<typeof PaymentInformation>;

/** GET /api/account/contractinfo. A running contract blocks online cease (spec §8). */
export const ContractInfo = z.strictObject({
  hasRunningContract: z.boolean(),
  startDate: IsoDate,
  /** Earliest date the customer can cancel without a fee; null without a fixed term. */
  endDate: z.nullable(IsoDate),
  /** Fee for cancelling before `endDate`; null without a fixed term. */
  earlyTerminationFee: z.nullable(z.number()),
  /**
   * The minimum term agreed, in months (12, 24); null without a fixed term. EECC art. 102
   * contract summary; proposed to the provider in ADR 133.
   */
  minimumTermMonths: z.nullable(z.int().check(z.gte(1))),
  /** Notice to give when cancelling after the minimum term, in months (ADR 133). */
  noticePeriodMonths: z.int().check(z.gte(0)),
});
export type ContractInfo = z.infer<typeof ContractInfo>;

/** GET /api/account/customerinfo: the personal data shown on /mijn-gegevens. */
export const CustomerInfo = z.strictObject({
  customerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: z.nullable(IsoDate),
  primaryEmailAddress: z.string(),
  contactInformation: z.array(ContactInformation),
  primaryAddress: Address,
  customerSince: IsoDate,
});
export type CustomerInfo = z.infer<typeof CustomerInfo>;

/** POST /api/account/setPrimaryEmailAdress body (spelling as the API has it). */
export const SetPrimaryEmailRequest = z.strictObject({ primaryEmailAddress: z.string() });
export type SetPrimaryEmailRequest = z.infer<typeof SetPrimaryEmailRequest>;

/**
 * GET /api/account/primaryEmailChange (ADR 128, proposed to the provider): the change of the
 * primary address (the login name) that waits for its verification link to be opened; null when
 * none waits (none asked, cancelled, verified or expired). The address as the customer typed it.
 */
export const PrimaryEmailChange = z.nullable(
  z.strictObject({
    newPrimaryEmailAddress: z.string(),
    requestedAt: IsoDateTime,
    expiresAt: IsoDateTime,
  }),
);
export type PrimaryEmailChange = z.infer<typeof PrimaryEmailChange>;

/** POST /api/account/primaryEmailChange/verify body: the token from the link in the mail. */
export const VerifyPrimaryEmailRequest = z.strictObject({ token: z.string() });
export type VerifyPrimaryEmailRequest = z.infer<typeof VerifyPrimaryEmailRequest>;

/** Why a verification link did not work: its 24 hours passed, it was opened before, or unknown. */
export const EmailLinkProblem = z.enum(['expired', 'used', 'invalid']);
export type EmailLinkProblem = z.infer<typeof EmailLinkProblem>;

/** Its answer: the new login name, or why the link did not work. */
export const VerifyPrimaryEmailResult = z.strictObject({
  success: z.boolean(),
  primaryEmailAddress: z.optional(z.string()),
  problem: z.optional(EmailLinkProblem),
  message: z.optional(z.string()),
});
export type VerifyPrimaryEmailResult = z.infer<typeof VerifyPrimaryEmailResult>;

/** POST /api/account/changePassword body (spec: not shown; designed here). */
export const ChangePasswordRequest = z.strictObject({
  currentPassword: z.string(),
  newPassword: z.string(),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

/**
 * GET /api/AddressLookup/{postalCode}/{houseNumber}: every known address with that postcode and
 * number, one per addition. Empty when the combination is unknown (spec §5).
 */
export const AddressLookupResult = z.array(Address);
export type AddressLookupResult = z.infer<typeof AddressLookupResult>;

/**
 * One write an agent made on the customer's account (issue #27, ADR 129): when (the API's clock),
 * who (the agent's id from their access token) and what, as the API words it for the customer.
 */
export const AgentAction = z.strictObject({
  at: IsoDateTime,
  agentId: z.string(),
  /** What changed, in Dutch for the customer, decided once by the API from the write's path and body. */
  summary: z.string(),
});
export type AgentAction = z.infer<typeof AgentAction>;

/** GET /api/account/agentactions: every agent write on this account, newest first (ADR 129). */
export const AgentActions = z.array(AgentAction);

export const accountSchemas = {
  reads: {
    account: Account,
    basicAccount: BasicAccount,
    contractInfo: ContractInfo,
    customerInfo: CustomerInfo,
    paymentInformation: PaymentInformation,
    addressLookup: AddressLookupResult,
    agentActions: AgentActions,
    primaryEmailChange: PrimaryEmailChange,
  },
  writes: {
    updatePaymentInformation: { body: PaymentInformation, result: WriteResult },
    setPrimaryEmailAddress: { body: SetPrimaryEmailRequest, result: WriteResult },
    setPhoneNumbers: { body: z.string(), result: WriteResult },
    changePassword: { body: ChangePasswordRequest, result: WriteResult },
    resendPrimaryEmailChange: { body: EmptyObject, result: WriteResult },
    cancelPrimaryEmailChange: { body: EmptyObject, result: WriteResult },
    verifyPrimaryEmailChange: { body: VerifyPrimaryEmailRequest, result: VerifyPrimaryEmailResult },
  },
};
