import { Hono } from 'hono';
import type { Context } from 'hono';
import type {
  PrimaryEmailChange,
  VerifyPrimaryEmailResult,
  WriteResult,
} from '@vonk/domain/contract';
import {
  EMAIL_LINK_TOKEN_PARAM,
  emailAddressAscii,
  primaryEmailError,
} from '@vonk/domain/contract';
import type { PrimaryEmailError } from '@vonk/domain/contract';
import type { CustomerPersona, SandboxStore } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

// The change of the primary e-mail address, which is the login name (ADR 128, a proposal to the
// provider): asking sends a verification link to the new address and a notice to the old one; the
// address (and so the login at the IdP, which looks logins up in this store) changes only when the
// link is opened, within 24 hours. The token is the link's credential: 122 random bits, one use.

export const EMAIL_LINK_HOURS = 24;
/** The public page the link opens (spec §2.1 /nieuwe-gebruikersnaam; the portal's routePaths). */
const LINK_PATH = '/nieuwe-gebruikersnaam';

const REFUSALS = {
  required: 'Vul je nieuwe e-mailadres in.',
  invalid: 'Dit e-mailadres is niet geldig.',
  localPart:
    'Vóór de @ kunnen alleen letters zonder accenten, cijfers en tekens als . _ - + staan.',
  tooLong: 'Dit e-mailadres is te lang.',
  unchanged: 'Dit is al je e-mailadres.',
} satisfies Record<PrimaryEmailError, string>;
const TAKEN = 'Dit e-mailadres hoort al bij een ander account. Kies een ander e-mailadres.';
const NOTHING_WAITS = 'Er wacht geen wijziging van je e-mailadres.';

const field = 'primaryEmailAddress';
const refused = (c: Context<ApiEnv>, message: string, at?: string) =>
  c.json({ success: false, message, ...(at && { field: at }) } satisfies WriteResult);
const done = (c: Context<ApiEnv>) => c.json({ success: true } satisfies WriteResult);

/** The link in the mail: the portal's origin (the request's Origin) and the public page. */
function linkTo(c: Context<ApiEnv>, token: string): string {
  const path = `${LINK_PATH}?${EMAIL_LINK_TOKEN_PARAM}=${encodeURIComponent(token)}`;
  const origin = c.req.header('Origin');
  return origin ? `${origin}${path}` : path;
}

/** A new link for the waiting change: the verification to the new address. */
function sendLink(c: Context<ApiEnv>, store: SandboxStore, persona: CustomerPersona) {
  const now = new Date();
  const change = persona.primaryEmailChange!;
  persona.primaryEmailChange = {
    ...change,
    token: crypto.randomUUID(),
    expiresAt: new Date(now.getTime() + EMAIL_LINK_HOURS * 3_600_000).toISOString(),
  };
  const { firstName } = persona.account.personInformation;
  const link = linkTo(c, persona.primaryEmailChange.token);
  store.outbox.send({
    to: emailAddressAscii(change.newAddress) ?? change.newAddress,
    login: persona.login,
    subject: 'Bevestig je nieuwe e-mailadres voor Mijn Vonk',
    text: `Hallo ${firstName}, je hebt gevraagd om ${change.newAddress} te gebruiken als e-mailadres en gebruikersnaam voor Mijn Vonk. Bevestig dit binnen ${EMAIL_LINK_HOURS} uur met deze link: ${link} Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren.`,
    link,
  });
}

/** A notice to the address that is the login name now: it hears of every change. */
function notifyOld(store: SandboxStore, persona: CustomerPersona, subject: string, text: string) {
  const old = persona.account.personInformation.primaryEmailAddress;
  store.outbox.send({
    to: emailAddressAscii(old) ?? old,
    login: persona.login,
    subject,
    text,
    link: null,
  });
}

/** The change that still waits: none once its time is over (its link then says "expired"). */
function waiting(persona: CustomerPersona, now = Date.now()) {
  const change = persona.primaryEmailChange;
  return change && Date.parse(change.expiresAt) > now ? change : undefined;
}

/** /api/account/setPrimaryEmailAdress and /api/account/primaryEmailChange{,/resend,/cancel,/verify}. */
export function primaryEmailChangeRoutes(store: SandboxStore) {
  return new Hono<ApiEnv>()
    .post('/setPrimaryEmailAdress', (c) => {
      const persona = c.get('persona');
      const typed = bodyOf(c, 'setPrimaryEmailAddress').primaryEmailAddress;
      const current = persona.account.personInformation.primaryEmailAddress;
      const error = primaryEmailError(typed, current);
      if (error) return refused(c, REFUSALS[error], field);
      const newAddress = typed.trim();
      const owner = store.loginByEmail(newAddress);
      if (owner !== undefined && owner !== persona.login) return refused(c, TAKEN, field);
      const requestedAt = new Date().toISOString();
      persona.primaryEmailChange = { token: '', newAddress, requestedAt, expiresAt: requestedAt };
      sendLink(c, store, persona);
      notifyOld(
        store,
        persona,
        'Je e-mailadres voor Mijn Vonk wordt gewijzigd',
        `Er is gevraagd om het e-mailadres van je Mijn Vonk-account te wijzigen in ${newAddress}. Tot die wijziging is bevestigd, log je in met ${current}. Heb je dit niet zelf gevraagd? Annuleer de wijziging bij Mijn gegevens of bel onze klantenservice.`,
      );
      return done(c);
    })
    .get('/primaryEmailChange', (c) => {
      const change = waiting(c.get('persona'));
      return c.json(
        (change
          ? {
              newPrimaryEmailAddress: change.newAddress,
              requestedAt: change.requestedAt,
              expiresAt: change.expiresAt,
            }
          : null) satisfies PrimaryEmailChange,
      );
    })
    .post('/primaryEmailChange/resend', (c) => {
      const persona = c.get('persona');
      if (!waiting(persona)) return refused(c, NOTHING_WAITS);
      sendLink(c, store, persona);
      return done(c);
    })
    .post('/primaryEmailChange/cancel', (c) => {
      const persona = c.get('persona');
      if (!persona.primaryEmailChange) return refused(c, NOTHING_WAITS);
      persona.primaryEmailChange = undefined;
      return done(c);
    })
    .post('/primaryEmailChange/verify', (c) => {
      const { token } = bodyOf(c, 'verifyPrimaryEmailChange');
      const answer = (result: VerifyPrimaryEmailResult) => c.json(result);
      if (store.usedEmailTokens.has(token)) return answer({ success: false, problem: 'used' });
      const persona = store.everyone().find((one) => one.primaryEmailChange?.token === token);
      const change = persona?.primaryEmailChange;
      if (!persona || !change || token === '')
        return answer({ success: false, problem: 'invalid' });
      if (!waiting(persona)) return answer({ success: false, problem: 'expired' });
      const owner = store.loginByEmail(change.newAddress);
      if (owner !== undefined && owner !== persona.login)
        return answer({ success: false, problem: 'invalid' });
      const old = persona.account.personInformation.primaryEmailAddress;
      notifyOld(
        store,
        persona,
        'Je e-mailadres voor Mijn Vonk is gewijzigd',
        `Het e-mailadres van je Mijn Vonk-account is gewijzigd van ${old} in ${change.newAddress}. Vanaf nu log je in met ${change.newAddress}. Heb je dit niet zelf gedaan? Bel dan meteen onze klantenservice.`,
      );
      persona.account.personInformation.primaryEmailAddress = change.newAddress;
      persona.primaryEmailChange = undefined;
      store.usedEmailTokens.add(token);
      return answer({ success: true, primaryEmailAddress: change.newAddress });
    });
}
