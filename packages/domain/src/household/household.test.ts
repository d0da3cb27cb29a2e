import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { getRead } from '../client/descriptors.ts';
import { subscribeHousehold, unsubscribeHousehold } from './subscribeHousehold.ts';
import * as householdReads from './reads.ts';
import { householdAddress, mayJoin } from './rules.ts';

describe('mayJoin (spec §4, §7.2)', () => {
  it.each([
    [true, true],
    ['true', true],
    [1, true],
    [false, false],
    [null, false],
    [undefined, false],
    ['', false],
    [0, false],
  ])('%j → %s', (answer, expected) => {
    expect(mayJoin(answer)).toBe(expected);
  });
});

describe('household calls (spec §7.2)', () => {
  it('coerces may-join, tracks subscribe and sends {} to unsubscribe', async () => {
    const fake = fakeFetch((request) =>
      request.method === 'GET' ? new Response('') : json({ success: true }),
    );
    const onMutation = vi.fn();
    const client = createApiClient({
      getAccessToken: async () => 't',
      getCustomerCode: () => null,
      fetch: fake.fetch,
      onMutation,
      cookies: () => '',
    });
    await expect(getRead(client, householdReads.mayJoin)).resolves.toBe(false);
    await subscribeHousehold(client);
    await unsubscribeHousehold(client);
    expect(fake.requests.map((r) => [r.method, r.url, r.body])).toEqual([
      ['GET', '/api/household/mayjoin', undefined],
      ['POST', '/api/household/subscribe', '{}'],
      ['POST', '/api/household/unsubscribe', '{}'],
    ]);
    expect(onMutation.mock.calls[0]?.[0]).toMatchObject({
      tracking: { category: 'SS - Aanmelden Klantvoordeel', label: 'Aanmelden Klantvoordeel' },
    });
  });
});

describe('household addresses: null if empty (spec §7.2)', () => {
  const address = {
    street: 'Oudegracht',
    houseNumber: 1,
    houseNumberAddition: null,
    postalCode: '3511 AA',
    city: 'Utrecht',
  };

  it.each([
    [undefined, null],
    [null, null],
    ['', null],
    [{}, null],
    [{ postalCode: '' }, null],
    [address, address],
  ])('%j → %j', (answer, expected) => {
    expect(householdAddress(answer)).toEqual(expected);
  });

  it('reads an empty answer as null', async () => {
    const fake = fakeFetch(() => new Response(''));
    const client = createApiClient({
      getAccessToken: async () => 't',
      getCustomerCode: () => null,
      fetch: fake.fetch,
      cookies: () => '',
    });
    await expect(getRead(client, householdReads.householdDashboardAddress)).resolves.toBeNull();
    await expect(getRead(client, householdReads.householdRegistration)).resolves.toBeNull();
  });
});
