// The account GETs, one export each (ADR 102): `reads.x` and `accountReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../endpoint/endpoint.ts';
import { EMPTY_ACCOUNT } from './emptyAccount.ts';
import type {
  Account,
  AddressLookupResult,
  AgentAction,
  BasicAccount,
  ContractInfo,
  CustomerInfo,
  PaymentInformation,
  PrimaryEmailChange,
} from './schema.ts';

/** Account GETs of spec §7.2. */
/** Customer information (spec §3); a 503 reads as the empty customer, not an error (spec §8). */
export const account = read('/api/account', returns<Account>(), {
  ttl: 'medium',
  recover: { status: 503, value: () => ({ ...EMPTY_ACCOUNT }) },
});
export const basicAccount = read('/api/account/basic', returns<BasicAccount>(), { ttl: 'medium' });
export const contractInfo = read('/api/account/contractinfo', returns<ContractInfo>(), {
  ttl: 'medium',
});
export const customerInfo = read('/api/account/customerinfo', returns<CustomerInfo>());
export const paymentInformation = read(
  '/api/account/paymentinformation',
  returns<PaymentInformation>(),
  { ttl: 'medium' },
);
export const addressLookup = readWith<
  AddressLookupResult,
  { postalCode: string; houseNumber: number | string }
>(
  '/api/AddressLookup/*/*',
  ({ postalCode, houseNumber }) =>
    `/api/AddressLookup/${encodeURIComponent(postalCode)}/${encodeURIComponent(String(houseNumber))}`,
);
/** What call-centre agents did on this account, newest first (issue #27, ADR 129). */
export const agentActions = read('/api/account/agentactions', returns<AgentAction[]>());

/** ADR 128: the change of the login name that waits for its link (null: none). */
export const primaryEmailChange = read(
  '/api/account/primaryEmailChange',
  returns<PrimaryEmailChange>(),
);
