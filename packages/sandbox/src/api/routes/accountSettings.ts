import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  ContactInformation,
  DisplayPreferences,
  PaymentInformation,
  PrivacySettings,
  WriteResult,
} from '@vonk/domain/contract';
import { DEFAULT_DISPLAY_PREFERENCES, newPassword } from '@vonk/domain/contract';
import { PASSWORD } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { isValidIban, normalisePhoneNumber } from '../fieldRules.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

const refused = (c: Context<ApiEnv>, message: string, field?: string) =>
  c.json({ success: false, message, ...(field && { field }) } satisfies WriteResult);

/** Spec §8 "privacy settings unavailable": the persona's privacy back office does not answer. */
const PRIVACY_UNAVAILABLE = 502;
/** Why a blocked customer cannot change them (blockPrivacySettingsFeatureIsEnabled). */
const PRIVACY_BLOCKED = 'Je privacy-instellingen kun je op dit moment niet wijzigen.';
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

/**
 * /api/account writes: payment details, privacy, phone numbers, password (spec §7.2) and the
 * display preferences (issue #30, ADR 142); the e-mail address is primaryEmailChange.ts's.
 */
export function accountSettingsRoutes() {
  return new Hono<ApiEnv>()
    .get('/paymentinformation', (c) =>
      c.json(c.get('persona').details.payment satisfies PaymentInformation),
    )
    .put('/paymentinformation', (c) => {
      const body = bodyOf(c, 'updatePaymentInformation');
      const iban = body.iban.replace(/\s/g, '').toUpperCase();
      if (!isValidIban(iban)) return refused(c, 'Dit IBAN-nummer is niet geldig.', 'iban');
      c.get('persona').details.payment = {
        accountHolderName: body.accountHolderName.trim(),
        iban,
        directDebitDay: body.directDebitDay,
      };
      return done(c);
    })
    .get('/privacysettings', (c) => {
      const persona = c.get('persona');
      if (persona.privacyUnavailable)
        return c.json({ message: 'Privacy settings unavailable.' }, PRIVACY_UNAVAILABLE);
      return c.json(persona.details.privacy satisfies PrivacySettings);
    })
    .post('/privacysettings', (c) => {
      const persona = c.get('persona');
      if (persona.features.blockPrivacySettingsFeatureIsEnabled) return refused(c, PRIVACY_BLOCKED);
      persona.details.privacy = bodyOf(c, 'savePrivacySettings');
      return done(c);
    })
    .get('/preferences', (c) =>
      c.json(
        (c.get('persona').displayPreferences ??
          DEFAULT_DISPLAY_PREFERENCES) satisfies DisplayPreferences,
      ),
    )
    .put('/preferences', (c) => {
      c.get('persona').displayPreferences = bodyOf(c, 'saveDisplayPreferences');
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
        return refused(c, 'Je huidige wachtwoord is niet juist.', 'currentPassword');
      // The portal's own rule (fields/password.ts); the back office checks it again.
      if (!newPassword(body.newPassword, body.currentPassword).ok)
        return refused(
          c,
          'Dit wachtwoord voldoet niet aan de eisen. Kies een ander wachtwoord.',
          'newPassword',
        );
      return done(c);
    });
}
