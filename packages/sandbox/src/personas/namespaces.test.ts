import { describe, expect, it } from 'vitest';
import { accountClaims, checkCredentials } from '../idp/accounts.ts';
import { inProcessApi } from '../testing/inProcessApi.ts';
import { createStore } from './store.ts';
import { personas, PASSWORD } from './index.ts';
import { splitLogin } from './namespaces.ts';

// ADR 086: `jan@w1` is e2e worker 1's own copy of jan; its writes stay in that copy.
describe('persona namespaces', () => {
  it('splits a namespaced login and leaves every other login whole', () => {
    expect(splitLogin('jan@w1')).toEqual({ base: 'jan', namespace: 'w1' });
    expect(splitLogin('uitstel-gebruikt@w12')).toEqual({
      base: 'uitstel-gebruikt',
      namespace: 'w12',
    });
    expect(splitLogin('jan')).toEqual({ base: 'jan', namespace: null });
    expect(splitLogin('jan@x1')).toEqual({ base: 'jan@x1', namespace: null });
  });

  it('makes a copy of the fixture on first use, with its own login and the same data', () => {
    const store = createStore();
    const copy = store.byLogin('jan@w1')!;
    expect(copy.login).toBe('jan@w1');
    expect(copy.account).toEqual(personas.jan.account);
    expect(store.byLogin('jan@w1')).toBe(copy);
    expect(store.byLogin('niemand@w1')).toBeUndefined();
    expect(store.byLogin('jan@x1')).toBeUndefined();
  });

  it('keeps a write to a copy out of the fixture and out of other namespaces', () => {
    const store = createStore();
    store.byLogin('jan@w1')!.household.mayJoin = false;
    expect(store.byLogin('jan')!.household.mayJoin).toBe(true);
    expect(store.byLogin('jan@w2')!.household.mayJoin).toBe(true);
    expect(personas.jan.household.mayJoin).toBe(true);
  });

  it('finds fixtures only by customer code and in all(), so public links and agents see one record', () => {
    const store = createStore();
    store.byLogin('jan@w1');
    expect(store.byCustomerCode(personas.jan.account.customerId)!.login).toBe('jan');
    expect(store.all().map((persona) => persona.login)).not.toContain('jan@w1');
  });

  it('drops one namespace, or all; a plain reset restores the fixtures and keeps the copies', () => {
    const store = createStore();
    const writeAll = () => {
      for (const login of ['jan@w1', 'jan@w2', 'jan'])
        store.byLogin(login)!.household.mayJoin = false;
    };
    const mayJoin = () =>
      ['jan@w1', 'jan@w2', 'jan'].map((login) => store.byLogin(login)!.household.mayJoin);
    writeAll();
    store.resetNamespace('w1');
    expect(mayJoin()).toEqual([true, false, false]);
    store.reset();
    expect(mayJoin()).toEqual([true, false, true]);
    writeAll();
    store.resetNamespace();
    expect(mayJoin()).toEqual([true, true, false]);
  });

  it('lets a namespaced login sign in at the IdP as its fixture’s person', () => {
    expect(checkCredentials('jan@w1', PASSWORD)).toBe(true);
    expect(checkCredentials('jan@w1', 'fout')).toBe(false);
    expect(checkCredentials('niemand@w1', PASSWORD)).toBe(false);
    expect(accountClaims('jan@w1', undefined)).toEqual({
      sub: 'jan@w1',
      name: accountClaims('jan', undefined)!.name,
      preferred_username: 'jan@w1',
      role: 'customer',
    });
    expect(accountClaims('agent@w1', '10000001')).toBeUndefined();
  });

  it('resets one namespace through /__sandbox/reset and leaves faults and the fixtures alone', async () => {
    const { app, as, faults } = inProcessApi();
    const subscribe = (login: string) =>
      as(login).send('POST', '/api/household/subscribe', { phoneNumbers: ['0612345678'] });
    const mayJoin = async (login: string) => (await as(login).get('/api/household/mayjoin')).json();
    expect(await (await subscribe('jan@w1')).json()).toEqual({ success: true });
    expect(await mayJoin('jan@w1')).toBe(false);
    expect(await mayJoin('jan')).toBe(true);
    await app.request('/__sandbox/faults', {
      method: 'POST',
      body: JSON.stringify({ path: '/api/invoices', status: 500 }),
    });
    const reset = (body: unknown) =>
      app.request('/__sandbox/reset', { method: 'POST', body: JSON.stringify(body) });
    expect((await reset({ namespace: 'w1' })).status).toBe(204);
    expect(await mayJoin('jan@w1')).toBe(true);
    expect(faults.list()).toHaveLength(1);
    expect((await reset({ namespace: 'alles' })).status).toBe(400);
    await subscribe('jan@w1');
    expect((await app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(204);
    expect(faults.list()).toHaveLength(0);
    expect(await mayJoin('jan@w1')).toBe(false);
    expect((await reset({ namespace: 'all' })).status).toBe(204);
    expect(await mayJoin('jan@w1')).toBe(true);
  });
});
