import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  ContactInformation,
  PaymentInformation,
  PrivacySettings,
  WriteResult,
} from '@vonk/domain/contract';
import { PASSWORD } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { isValidEmail, isValidIban, normalisePhoneNumber } from '../fieldRules.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

const MIN_PASSWORD_LENGTH = 8;

const refused = (c: Context<ApiEnv>, message: string) =>
  c.json({ success: false, message } satisfies WriteResult);
const done = (c: Context<ApiEnv>) => c.json({ success: true } satisfies WriteResult);

/** The phone-number text (spec §7.2: "sent as text"): numbers separated by commas, semicolons or whitespace. */
function parsePhoneNumbers(text: string): ContactInformation[] | undefined {
  const raw = text
    .replace(/^"|"$/g, '')
    .split(/[,;\n]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const numbers = raw.map(normalisePhoneNumber);
  if (!numbers.length || numbers.some((number) => number === undefined)) return undefined;
  return (numbers as string[]).map((value) => ({
    contactType: value.startsWith('06') ? 'MobilePhoneNumber' : 'PhoneNumber',
    value,
  }));
}

/** /api/account writes: payment details, privacy, e-mail, phone numbers, password (spec §7.2). */
export function accountSettingsRoutes() {
  return new Hono<ApiEnv>()
    .get('/paymentinformation', (c) =>
      c.json(c.get('persona').details.payment satisfies PaymentInformation),
    )
    .put('/paymentinformation', (c) => {
      const body = bodyOf(c, 'updatePaymentInformation');
      const iban = body.iban.replace(/\s/g, '').toUpperCase();
      if (!isValidIban(iban)) return refused(c, 'Dit IBAN-nummer is niet geldig.');
      c.get('persona').details.payment = {
        accountHolderName: body.accountHolderName.trim(),
        iban,
        directDebitDay: body.directDebitDay,
      };
      return done(c);
    })
    .get('/privacysettings', (c) =>
      c.json(c.get('persona').details.privacy satisfies PrivacySettings),
    )
    .post('/privacysettings', (c) => {
      c.get('persona').details.privacy = bodyOf(c, 'savePrivacySettings');
      return done(c);
    })
    .post('/setPrimaryEmailAdress', (c) => {
      const email = bodyOf(c, 'setPrimaryEmailAddress').primaryEmailAddress.trim();
      if (!isValidEmail(email)) return refused(c, 'Dit e-mailadres is niet geldig.');
      c.get('persona').account.personInformation.primaryEmailAddress = email;
      return done(c);
    })
    .post('/setPhoneNumbers', (c) => {
      const contactInformation = parsePhoneNumbers(bodyOf(c, 'setPhoneNumbers'));
      if (!contactInformation) return refused(c, 'Vul een geldig telefoonnummer in.');
      c.get('persona').account.contactInformation = contactInformation;
      return done(c);
    })
    .post('/changePassword', (c) => {
      const body = bodyOf(c, 'changePassword');
      // The sandbox IdP keeps `welkom` for every account, so a change is checked but not stored.
      if (body.currentPassword !== PASSWORD)
        return refused(c, 'Je huidige wachtwoord is niet juist.');
      if (body.newPassword.length < MIN_PASSWORD_LENGTH)
        return refused(c, 'Je nieuwe wachtwoord is te kort.');
      return done(c);
    });
}
