// The account GETs, one export each (ADR 102): `reads.x` and `accountReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../contract/endpoint.ts';
import type {
  Account,
  AddressLookupResult,
  BasicAccount,
  ContractInfo,
  CustomerInfo,
  PaymentInformation,
} from './schema.ts';

/** Account GETs of spec §7.2 with their §7.3 TTL class (customerinfo and lookup: not named, 30 s). */
export const account = read('/api/account', 'medium', returns<Account>());
export const basicAccount = read('/api/account/basic', 'medium', returns<BasicAccount>());
export const contractInfo = read('/api/account/contractinfo', 'medium', returns<ContractInfo>());
export const customerInfo = read('/api/account/customerinfo', 'short', returns<CustomerInfo>());
export const paymentInformation = read(
  '/api/account/paymentinformation',
  'medium',
  returns<PaymentInformation>(),
);
export const addressLookup = readWith<
  AddressLookupResult,
  { postalCode: string; houseNumber: number | string }
>(
  '/api/AddressLookup/*/*',
  'short',
  ({ postalCode, houseNumber }) =>
    `/api/AddressLookup/${encodeURIComponent(postalCode)}/${encodeURIComponent(String(houseNumber))}`,
);
