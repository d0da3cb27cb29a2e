export { EMPTY_ACCOUNT, knownAccount } from './emptyAccount.ts';
export { headerInitials } from './rules.ts';
export { updatePaymentInformation } from './updatePaymentInformation.ts';
export {
  CONTRACT_PDF_PATH,
  CONTRACT_FILE_NAME,
  changePassword,
  downloadContractPdf,
  setPhoneNumbers,
  setPrimaryEmailAddress,
  resendPrimaryEmailChange,
  cancelPrimaryEmailChange,
  verifyPrimaryEmailChange,
} from './accountSettings.ts';
export { lookupAddress } from './addressLookup.ts';
export {
  ACCOUNT_HOLDER_MAX_LENGTH,
  DIRECT_DEBIT_DAYS,
  PAYMENT_DETAILS_FIELDS,
  accountHolderName,
  directDebitDay,
  paymentDetailsFieldError,
  paymentDetailsInput,
  toPaymentInformation,
} from './paymentDetails.ts';
export type {
  PaymentDetailsError,
  PaymentDetailsField,
  PaymentDetailsInput,
} from './paymentDetails.ts';
export {
  phoneNumbersError,
  phoneNumbersInput,
  phoneNumbersText,
  primaryEmailError,
} from './contactDetails.ts';
export type {
  PhoneNumbersError,
  PhoneNumbersField,
  PhoneNumbersInput,
  PrimaryEmailError,
} from './contactDetails.ts';
export { matchAddress } from './matchAddress.ts';
export { agentActionsNewestFirst } from './agentActions.ts';
export {
  BEST_TARIFF_MONTHS_AHEAD,
  contractSummary,
  contractedProducts,
  remainingMonths,
} from './contractSummary.ts';
export type { ContractPhase, ContractSummary, EarlyTermination } from './contractSummary.ts';
export { bestTariff } from './bestTariff.ts';
export type { BestTariff, ProductLists, TariffSaving } from './bestTariff.ts';
