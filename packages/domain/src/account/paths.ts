import type { WriteResult } from '../contract/common.ts';
import { write } from '../contract/endpoint.ts';
import type {
  ChangePasswordRequest,
  PaymentInformation,
  SetPrimaryEmailRequest,
} from './schema.ts';

const MY_DATA = 'SS - Mijn gegevens';

/** Account writes of spec §7.2. */
export const accountWrites = {
  /** Spec §8: a failure is a tracked change error, rethrown for the form. */
  updatePaymentInformation: write<PaymentInformation, WriteResult>(
    'PUT',
    '/api/account/paymentinformation',
    {
      tracking: { category: 'SS - Betaalgegevens', label: 'Betaalgegevens wijzigen' },
    },
  ),
  /** Spelling as the API has it (spec §7.2). */
  setPrimaryEmailAddress: write<SetPrimaryEmailRequest, WriteResult>(
    'POST',
    '/api/account/setPrimaryEmailAdress',
    {
      tracking: { category: MY_DATA, label: 'E-mailadres wijzigen' },
    },
  ),
  /** The numbers as text (spec §3 "phone numbers sent as text"). */
  setPhoneNumbers: write<string, WriteResult>('POST', '/api/account/setPhoneNumbers', {
    tracking: { category: MY_DATA, label: 'Telefoonnummers wijzigen' },
    body: 'text',
  }),
  changePassword: write<ChangePasswordRequest, WriteResult>('POST', '/api/account/changePassword', {
    tracking: { category: MY_DATA, label: 'Wachtwoord wijzigen' },
  }),
};
