import type { WriteResult } from '../contract/common.ts';
import { read, returns, readWith, write } from '../contract/endpoint.ts';
import type {
  Account,
  AddressLookupResult,
  BasicAccount,
  ChangePasswordRequest,
  ContractInfo,
  CustomerInfo,
  PaymentInformation,
  SetPrimaryEmailRequest,
} from './schema.ts';

/** Account GETs of spec §7.2 with their §7.3 TTL class (customerinfo and lookup: not named, 30 s). */
export const accountReads = {
  account: read('/api/account', 'medium', returns<Account>()),
  basicAccount: read('/api/account/basic', 'medium', returns<BasicAccount>()),
  contractInfo: read('/api/account/contractinfo', 'medium', returns<ContractInfo>()),
  customerInfo: read('/api/account/customerinfo', 'short', returns<CustomerInfo>()),
  paymentInformation: read(
    '/api/account/paymentinformation',
    'medium',
    returns<PaymentInformation>(),
  ),
  addressLookup: readWith<
    AddressLookupResult,
    { postalCode: string; houseNumber: number | string }
  >(
    '/api/AddressLookup/*/*',
    'short',
    ({ postalCode, houseNumber }) =>
      `/api/AddressLookup/${encodeURIComponent(postalCode)}/${encodeURIComponent(String(houseNumber))}`,
  ),
};

const MY_DATA = 'SS - Mijn gegevens';

/** Account writes of spec §7.2. */
export const accountWrites = {
  /** Spec §8: a failure is a tracked change error, rethrown for the form. */
  updatePaymentInformation: write<PaymentInformation, WriteResult>(
    'PUT',
    '/api/account/paymentinformation',
    {
      tracking: { category: 'SS - Betaalgegevens', label: 'Betaalgegevens wijzigen' },
      clears: ['/api/invoices/**'],
    },
  ),
  /** Spelling as the API has it (spec §7.2). */
  setPrimaryEmailAddress: write<SetPrimaryEmailRequest, WriteResult>(
    'POST',
    '/api/account/setPrimaryEmailAdress',
    {
      tracking: { category: MY_DATA, label: 'E-mailadres wijzigen' },
      clears: ['/api/account', '/api/account/basic', '/api/account/customerinfo'],
    },
  ),
  /** The numbers as text (spec §3 "phone numbers sent as text"). */
  setPhoneNumbers: write<string, WriteResult>('POST', '/api/account/setPhoneNumbers', {
    tracking: { category: MY_DATA, label: 'Telefoonnummers wijzigen' },
    clears: ['/api/account', '/api/account/customerinfo'],
    body: 'text',
  }),
  changePassword: write<ChangePasswordRequest, WriteResult>('POST', '/api/account/changePassword', {
    tracking: { category: MY_DATA, label: 'Wachtwoord wijzigen' },
  }),
};
