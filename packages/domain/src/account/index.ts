export { EMPTY_ACCOUNT } from './emptyAccount.ts';
export { getAccount } from './getAccount.ts';
export { useAccount, useBasicAccount } from './useAccount.ts';
export { headerInitials } from './rules.ts';
export { useContractInfo, useCustomerInfo, usePaymentInformation } from './useAccountDetails.ts';
export { updatePaymentInformation } from './updatePaymentInformation.ts';
export {
  CONTRACT_PDF_PATH,
  CONTRACT_FILE_NAME,
  changePassword,
  downloadContractPdf,
  lookupAddress,
  setPhoneNumbers,
  setPrimaryEmailAddress,
} from './accountSettings.ts';
export { matchAddress } from './matchAddress.ts';
