import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  ContactInformation,
  PaymentInformation,
  PrivacyChannel,
  PrivacySettings,
  WriteResult,
} from '@vonk/domain/contract';
import { PASSWORD } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import {
  isRecord,
  isValidEmail,
  isValidIban,
  jsonBody,
  normalisePhoneNumber,
} from '../validation.ts';

const CHANNELS: ReadonlySet<unknown> = new Set<PrivacyChannel>(['Email', 'Letter', 'Sms', 'Phone']);
const MIN_PASSWORD_LENGTH = 8;

const badRequest = (c: Context<ApiEnv>, message: string) => c.json({ message }, 400);
const refused = (c: Context<ApiEnv>, message: string) =>
  c.json({ success: false, message } satisfies WriteResult);
const done = (c: Context<ApiEnv>) => c.json({ success: true } satisfies WriteResult);

function parsePrivacy(input: unknown): PrivacySettings | undefined {
  if (!isRecord(input)) return undefined;
  const {
    commercialOfferings,
    commercialOfferingsChannels: offers,
    useResearchData,
    useResearchDataChannels: research,
  } = input;
  const channels = (value: unknown): value is PrivacyChannel[] =>
    Array.isArray(value) && value.every((v) => CHANNELS.has(v));
  if (typeof commercialOfferings !== 'boolean' || typeof useResearchData !== 'boolean')
    return undefined;
  if (!channels(offers) || !channels(research)) return undefined;
  return {
    commercialOfferings,
    commercialOfferingsChannels: offers,
    useResearchData,
    useResearchDataChannels: research,
  };
}

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
    .put('/paymentinformation', async (c) => {
      const body = await jsonBody(c.req);
      if (
        !isRecord(body) ||
        typeof body.accountHolderName !== 'string' ||
        typeof body.iban !== 'string'
      ) {
        return badRequest(c, 'Body must be PaymentInformation.');
      }
      const iban = body.iban.replace(/\s/g, '').toUpperCase();
      if (!isValidIban(iban)) return refused(c, 'Dit IBAN-nummer is niet geldig.');
      const day = body.directDebitDay;
      if (
        day !== null &&
        !(typeof day === 'number' && Number.isInteger(day) && day >= 1 && day <= 28)
      ) {
        return badRequest(c, 'directDebitDay must be 1-28 or null.');
      }
      c.get('persona').details.payment = {
        accountHolderName: body.accountHolderName.trim(),
        iban,
        directDebitDay: day,
      };
      return done(c);
    })
    .get('/privacysettings', (c) =>
      c.json(c.get('persona').details.privacy satisfies PrivacySettings),
    )
    .post('/privacysettings', async (c) => {
      const privacy = parsePrivacy(await jsonBody(c.req));
      if (!privacy) return badRequest(c, 'Body must be PrivacySettings.');
      c.get('persona').details.privacy = privacy;
      return done(c);
    })
    .post('/setPrimaryEmailAdress', async (c) => {
      const body = await jsonBody(c.req);
      if (!isRecord(body) || typeof body.primaryEmailAddress !== 'string')
        return badRequest(c, 'Body must be { primaryEmailAddress }.');
      const email = body.primaryEmailAddress.trim();
      if (!isValidEmail(email)) return refused(c, 'Dit e-mailadres is niet geldig.');
      c.get('persona').account.personInformation.primaryEmailAddress = email;
      return done(c);
    })
    .post('/setPhoneNumbers', async (c) => {
      const contactInformation = parsePhoneNumbers(await c.req.text());
      if (!contactInformation) return refused(c, 'Vul een geldig telefoonnummer in.');
      c.get('persona').account.contactInformation = contactInformation;
      return done(c);
    })
    .post('/changePassword', async (c) => {
      const body = await jsonBody(c.req);
      if (
        !isRecord(body) ||
        typeof body.currentPassword !== 'string' ||
        typeof body.newPassword !== 'string'
      ) {
        return badRequest(c, 'Body must be { currentPassword, newPassword }.');
      }
      // The sandbox IdP keeps `welkom` for every account, so a change is checked but not stored.
      if (body.currentPassword !== PASSWORD)
        return refused(c, 'Je huidige wachtwoord is niet juist.');
      if (body.newPassword.length < MIN_PASSWORD_LENGTH)
        return refused(c, 'Je nieuwe wachtwoord is te kort.');
      return done(c);
    });
}
