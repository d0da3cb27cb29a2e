import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL_LINKS, personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// ADR 128: the login name changes only when the link sent to the new address is opened.
let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const json = async (response: Response | Promise<Response>) => (await response).json();
const old = personas.jan.account.personInformation.primaryEmailAddress;
const ask = (address: string, login = 'jan') =>
  json(
    api
      .as(login)
      .send('POST', '/api/account/setPrimaryEmailAdress', { primaryEmailAddress: address }),
  );
const verify = (token: string) =>
  json(
    api.app.request('/api/account/primaryEmailChange/verify', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    }),
  );
const tokenIn = (link: string | null) => new URL(link!, 'http://x').searchParams.get('token')!;
const email = async (login = 'jan') =>
  (await json(api.as(login).get('/api/account/customerinfo'))).primaryEmailAddress;

describe('changing the primary e-mail address (the login name)', () => {
  it('sends a link to the new address and a notice to the old; nothing changes until it is opened', async () => {
    expect(await ask('jan@nieuw.example')).toEqual({ success: true });
    const [link, notice] = api.store.outbox.list();
    expect(link).toMatchObject({ to: 'jan@nieuw.example', login: 'jan' });
    expect(link!.link).toMatch(/^\/nieuwe-gebruikersnaam\?token=[\w-]{36}$/);
    expect(notice).toMatchObject({ to: old, link: null });
    expect(notice!.text).toContain('jan@nieuw.example');
    expect(await json(api.as('jan').get('/api/account/primaryEmailChange'))).toMatchObject({
      newPrimaryEmailAddress: 'jan@nieuw.example',
    });
    expect(await email()).toBe(old);
    expect(api.store.loginByEmail(old)).toBe('jan');
    expect(api.store.loginByEmail('jan@nieuw.example')).toBeUndefined();

    const token = tokenIn(link!.link);
    expect(await verify(token)).toEqual({
      success: true,
      primaryEmailAddress: 'jan@nieuw.example',
    });
    expect(await email()).toBe('jan@nieuw.example');
    expect(api.store.loginByEmail('JAN@nieuw.example')).toBe('jan');
    expect(api.store.loginByEmail(old)).toBeUndefined();
    expect(await json(api.as('jan').get('/api/account/primaryEmailChange'))).toBeNull();
    expect(api.store.outbox.list(old).at(-1)!.subject).toBe(
      'Je e-mailadres voor Mijn Vonk is gewijzigd',
    );
    expect(await verify(token)).toEqual({ success: false, problem: 'used' });
  });

  it.each([
    [
      '<script>@x.nl',
      'Vóór de @ kunnen alleen letters zonder accenten, cijfers en tekens als . _ - + staan.',
    ],
    [
      '😀@example.nl',
      'Vóór de @ kunnen alleen letters zonder accenten, cijfers en tekens als . _ - + staan.',
    ],
    ['geen-adres', 'Dit e-mailadres is niet geldig.'],
    [old.toUpperCase(), 'Dit is al je e-mailadres.'],
    [
      personas.piet.account.personInformation.primaryEmailAddress,
      'Dit e-mailadres hoort al bij een ander account. Kies een ander e-mailadres.',
    ],
  ])('refuses %j at the field, and sends nothing', async (address, message) => {
    expect(await ask(address)).toEqual({ success: false, message, field: 'primaryEmailAddress' });
    expect(api.store.outbox.list()).toEqual([]);
  });

  it('mails an IDN address in its xn-- form and keeps it as typed', async () => {
    await ask('jan@bücher.nl');
    expect(api.store.outbox.list()[0]!.to).toBe('jan@xn--bcher-kva.nl');
    expect(await json(api.as('jan').get('/api/account/primaryEmailChange'))).toMatchObject({
      newPrimaryEmailAddress: 'jan@bücher.nl',
    });
  });

  it('a resend makes the earlier link invalid; a cancel makes every link invalid', async () => {
    await ask('jan@nieuw.example');
    const first = tokenIn(api.store.outbox.list()[0]!.link);
    expect(
      await json(api.as('jan').send('POST', '/api/account/primaryEmailChange/resend', {})),
    ).toEqual({ success: true });
    const second = tokenIn(api.store.outbox.list().at(-1)!.link);
    expect(second).not.toBe(first);
    expect(await verify(first)).toEqual({ success: false, problem: 'invalid' });
    expect(
      await json(api.as('jan').send('POST', '/api/account/primaryEmailChange/cancel', {})),
    ).toEqual({ success: true });
    expect(await verify(second)).toEqual({ success: false, problem: 'invalid' });
    expect(await email()).toBe(old);
    expect(
      await json(api.as('jan').send('POST', '/api/account/primaryEmailChange/cancel', {})),
    ).toMatchObject({ success: false });
  });

  it('the demo links: wim waits, sanne expired, one opened before, anything else unknown', async () => {
    expect(await json(api.as('wachtend').get('/api/account/primaryEmailChange'))).toMatchObject({
      newPrimaryEmailAddress: 'wim@achterberg.example',
    });
    expect(await json(api.as('sanne').get('/api/account/primaryEmailChange'))).toBeNull();
    expect(await verify(DEMO_EMAIL_LINKS.expired)).toEqual({ success: false, problem: 'expired' });
    expect(await verify(DEMO_EMAIL_LINKS.used)).toEqual({ success: false, problem: 'used' });
    expect(await verify('onbekend')).toEqual({ success: false, problem: 'invalid' });
    expect(await verify('')).toEqual({ success: false, problem: 'invalid' });
    expect(await verify(DEMO_EMAIL_LINKS.valid)).toEqual({
      success: true,
      primaryEmailAddress: 'wim@achterberg.example',
    });
  });
});
