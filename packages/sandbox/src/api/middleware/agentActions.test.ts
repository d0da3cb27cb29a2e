import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerCodes } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';

// The agent log (issue #27, ADR 129): what the sandbox records, and what it leaves out.
let api: ReturnType<typeof inProcessApi>;
const LOG = '/api/account/agentactions';
const NOW = new Date('2026-11-28T09:15:00.000Z');
const log = async (login: string) => (await api.as(login).get(LOG)).json();
const asAgentFor = (login: keyof typeof customerCodes) => api.as('agent', customerCodes[login]);
const privacy = {
  commercialOfferings: false,
  commercialOfferingsChannels: [],
  useResearchData: true,
  useResearchDataChannels: ['Letter'],
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  api = inProcessApi();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the agent log', () => {
  it('records each agent write with the sandbox time, the agent and what changed, newest first', async () => {
    const agent = asAgentFor('sanne');
    expect(await log('sanne')).toEqual([]);
    await agent.send('POST', '/api/account/privacysettings', privacy);
    vi.setSystemTime(new Date('2026-11-28T09:20:00.000Z'));
    await agent.send('POST', '/api/account/setPhoneNumbers', '0301234567', 'text/plain');
    expect(await log('sanne')).toEqual([
      { at: '2026-11-28T09:20:00.000Z', agentId: 'agent', summary: 'Telefoonnummers gewijzigd' },
      { at: NOW.toISOString(), agentId: 'agent', summary: 'Privacy-instellingen gewijzigd' },
    ]);
    // The agent reads the same log.
    expect(await (await agent.get(LOG)).json()).toHaveLength(2);
  });

  it('leaves out the customer’s own writes', async () => {
    await api.as('sanne').send('POST', '/api/account/privacysettings', privacy);
    expect(await log('sanne')).toEqual([]);
  });

  it.each([
    [
      'a refusal (success: false)',
      'PUT',
      '/api/account/paymentinformation',
      { accountHolderName: 'S', iban: 'NL00INGB0001234567', directDebitDay: 1 },
    ],
    ['a body that breaks the contract (400)', 'POST', '/api/account/privacysettings', { x: 1 }],
    ['a refusal answered with false', 'POST', '/api/postponepayment', undefined],
  ])('leaves out %s', async (_case, method, path, body) => {
    await asAgentFor('sanne').send(method, path, body);
    expect(await log('sanne')).toEqual([]);
  });

  it('leaves out a write that failed upstream (fault 500)', async () => {
    api.faults.add({ path: '/api/account/privacysettings', method: 'POST', status: 500 });
    expect(
      (await asAgentFor('sanne').send('POST', '/api/account/privacysettings', privacy)).status,
    ).toBe(500);
    expect(await log('sanne')).toEqual([]);
  });

  it.each<[string, keyof typeof customerCodes, string, string, unknown, string]>([
    [
      'TV, named as it was before it ends',
      'piet',
      'POST',
      '/api/products/tv/cease',
      {},
      'TV Start opgezegd',
    ],
    [
      'a shipping address, with the order',
      'jan',
      'POST',
      '/api/orders/shippingaddress',
      {
        orderId: 'ORD-1012',
        shippingAddress: {
          street: 'Kerkstraat',
          houseNumber: 12,
          houseNumberAddition: null,
          postalCode: '3511 LX',
          city: 'Utrecht',
        },
      },
      'Bezorgadres van bestelling ORD-1012 gewijzigd',
    ],
    [
      'a voucher, with its code',
      'jan',
      'POST',
      '/api/vouchers/apply',
      { voucherCode: 'VONK10' },
      'Kortingscode VONK10 toegevoegd',
    ],
    [
      'number blocking, with the line',
      'jan',
      'POST',
      '/api/voipsettings/numberblocking',
      {
        phoneNumber: '0301234567',
        anonymousCallsBlocked: true,
        premiumNumbersBlocked: true,
        internationalCallsBlocked: false,
      },
      'Nummerblokkering van 0301234567 gewijzigd',
    ],
  ])('words %s', async (_case, login, method, path, body, summary) => {
    const before = (await log(login)).length;
    const answer = await asAgentFor(login).send(method, path, body);
    const result = await answer.json();
    const entries = await log(login);
    // A write the persona refuses is not recorded; these are all accepted.
    expect(result).not.toMatchObject({ success: false });
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toEqual({ at: NOW.toISOString(), agentId: 'agent', summary });
  });

  it('starts again from the fixtures on a sandbox reset', async () => {
    await asAgentFor('sanne').send('POST', '/api/account/privacysettings', privacy);
    api.store.reset();
    expect(await log('sanne')).toEqual([]);
  });
});
