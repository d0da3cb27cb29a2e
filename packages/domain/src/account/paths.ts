import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type { EmptyObject } from '../endpoint/common.ts';
import type {
  ChangePasswordRequest,
  PaymentInformation,
  SetPrimaryEmailRequest,
  VerifyPrimaryEmailRequest,
  VerifyPrimaryEmailResult,
} from './schema.ts';

const MY_DATA = 'SS - Mijn gegevens';

/** Account writes of spec §7.2. */
export const accountWrites = {
  /** Spec §8: a failure is a tracked change error, rethrown for the form. */
  updatePaymentInformation: write<PaymentInformation, WriteResult>(
    'PUT',
    '/api/account/paymentinformation',
    {
      clears: ['/api/invoices/**'],
      tracking: { category: 'SS - Betaalgegevens', label: 'Betaalgegevens wijzigen' },
    },
  ),
  /**
   * Spelling as the API has it (spec §7.2). Starts a change of the login name (ADR 128): a link to
   * the new address, a notice to the old one; the address changes when the link is opened.
   */
  setPrimaryEmailAddress: write<SetPrimaryEmailRequest, WriteResult>(
    'POST',
    '/api/account/setPrimaryEmailAdress',
    {
      // ADR 128: asking changes nothing but the waiting change; the address changes on the link.
      clears: ['/api/account/primaryEmailChange'],
      tracking: { category: MY_DATA, label: 'E-mailadres wijzigen' },
    },
  ),
  /** The numbers as text (spec §3 "phone numbers sent as text"). */
  setPhoneNumbers: write<string, WriteResult>('POST', '/api/account/setPhoneNumbers', {
    clears: ['/api/account', '/api/account/customerinfo'],
    tracking: { category: MY_DATA, label: 'Telefoonnummers wijzigen' },
    body: 'text',
  }),
  /** ADR 128: a new link for the waiting change (the previous one stops working). */
  resendPrimaryEmailChange: write<EmptyObject, WriteResult>(
    'POST',
    '/api/account/primaryEmailChange/resend',
    {
      clears: ['/api/account/primaryEmailChange'],
      tracking: { category: MY_DATA, label: 'E-mailadres bevestigingslink opnieuw sturen' },
    },
  ),
  /** ADR 128: the waiting change is dropped; the address stays what it is. */
  cancelPrimaryEmailChange: write<EmptyObject, WriteResult>(
    'POST',
    '/api/account/primaryEmailChange/cancel',
    {
      clears: ['/api/account/primaryEmailChange'],
      tracking: { category: MY_DATA, label: 'E-mailadres wijziging annuleren' },
    },
  ),
  /** ADR 128: public (the token is the credential), from /nieuwe-gebruikersnaam?token=… */
  verifyPrimaryEmailChange: write<VerifyPrimaryEmailRequest, VerifyPrimaryEmailResult>(
    'POST',
    '/api/account/primaryEmailChange/verify',
    {
      clears: [
        '/api/account/primaryEmailChange',
        '/api/account',
        '/api/account/basic',
        '/api/account/customerinfo',
      ],
      tracking: { category: MY_DATA, label: 'E-mailadres bevestigen' },
    },
  ),
  changePassword: write<ChangePasswordRequest, WriteResult>('POST', '/api/account/changePassword', {
    clears: [],
    tracking: { category: MY_DATA, label: 'Wachtwoord wijzigen' },
  }),
};
