import { beforeEach, describe, expect, it } from 'vitest';
import { inProcessApi } from '../testing/inProcessApi.ts';

// In process, as MSW runs it: the same Hono app with the persona-token verifier.
let api: ReturnType<typeof inProcessApi>;
let app: ReturnType<typeof inProcessApi>['app'];
beforeEach(() => {
  api = inProcessApi();
  app = api.app;
});

const get = (path: string) => api.as('jan').get(path);
const post = (path: string) => api.as('jan').send('POST', path);
const addFault = (spec: unknown) =>
  app.request('/__sandbox/faults', { method: 'POST', body: JSON.stringify(spec) });

describe('fault injection', () => {
  it('fails a path once, then lets it through', async () => {
    expect((await addFault({ path: '/api/account', status: 503, times: 1 })).status).toBe(201);
    const failed = await get('/api/account');
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: 'Sandbox fault: 503' });
    expect((await get('/api/account')).status).toBe(200);
  });

  it('answers with a Retry-After when asked, only beside a status (issue #31)', async () => {
    expect(
      (await addFault({ path: '/api/account', status: 503, retryAfterSeconds: 600 })).status,
    ).toBe(201);
    expect((await get('/api/account')).headers.get('Retry-After')).toBe('600');
    expect((await addFault({ path: '/api/x', retryAfterSeconds: 60, delayMs: 1 })).status).toBe(
      400,
    );
  });

  it('matches by path prefix and applies before auth', async () => {
    await addFault({ path: '/api/invoices', status: 500 });
    expect((await get('/api/invoices/openbalance')).status).toBe(500);
    expect((await app.request('/api/invoices')).status).toBe(500);
    expect((await get('/api/account')).status).toBe(200);
  });

  it('filters on method', async () => {
    await addFault({ path: '/api/household', method: 'post', status: 500 });
    expect((await get('/api/household/mayjoin')).status).toBe(200);
    expect((await post('/api/household/subscribe')).status).toBe(500);
  });

  it('delays without failing', async () => {
    await addFault({ path: '/api/features', delayMs: 150 });
    const started = performance.now();
    expect((await get('/api/features')).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it("keeps a request pending with delayMs 'never' (loading states)", async () => {
    await addFault({ path: '/api/invoices', delayMs: 'never' });
    const outcome = await Promise.race([
      Promise.resolve(get('/api/invoices')).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 100, 'pending')),
    ]);
    expect(outcome).toBe('pending');
  });

  it("answers a 'reset' with the Fetch standard's network error in process (MSW passes it on)", async () => {
    await addFault({ path: '/api/invoices', network: 'reset', times: 1 });
    const reset = await get('/api/invoices');
    expect(reset.type).toBe('error');
    expect(reset.status).toBe(0);
    expect((await get('/api/invoices')).status).toBe(200);
  });

  it("keeps a 'hang' pending until the client gives up, then lets it go", async () => {
    await addFault({ path: '/api/invoices', network: 'hang' });
    const client = new AbortController();
    const request = app.request('/api/invoices', { signal: client.signal });
    const early = await Promise.race([
      Promise.resolve(request).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 100, 'pending')),
    ]);
    expect(early).toBe('pending');
    client.abort();
    // Let go: the handler ends instead of holding the request for ever.
    expect((await request).status).toBe(504);
  });

  it('answers a custom body', async () => {
    await addFault({ path: '/api/account', status: 400, body: { code: 'X' } });
    expect(await (await get('/api/account')).json()).toEqual({ code: 'X' });
  });

  it('rejects an invalid fault', async () => {
    expect((await addFault({ path: 'api', status: 503 })).status).toBe(400);
    expect((await addFault({ path: '/api', status: 42 })).status).toBe(400);
    expect((await addFault({ path: '/api' })).status).toBe(400);
    expect((await addFault({ path: '/api', network: 'timeout' })).status).toBe(400);
    expect((await addFault({ path: '/api', network: 'reset', status: 500 })).status).toBe(400);
  });

  it('are cleared by DELETE', async () => {
    await addFault({ path: '/api', status: 503 });
    expect((await app.request('/__sandbox/faults', { method: 'DELETE' })).status).toBe(204);
    expect((await get('/api/account')).status).toBe(200);
  });

  it('reset restores persona data and clears faults', async () => {
    expect(await (await post('/api/household/subscribe')).json()).toEqual({ success: true });
    expect(await (await get('/api/household/mayjoin')).json()).toBe(false);
    await addFault({ path: '/api/household', status: 503 });

    expect((await app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(204);
    expect(await (await get('/api/household/mayjoin')).json()).toBe(true);
    expect(await (await get('/api/household/dashboardaddress')).json()).toBeNull();
  });
});

describe('a fault scoped to a persona namespace (ADR 093)', () => {
  const as = (login: string) => api.as(login).get('/api/account');

  it("fails only that namespace's logins, and its reset or DELETE ?namespace clears it", async () => {
    expect((await addFault({ path: '/api/account', status: 503, namespace: 'w3' })).status).toBe(
      201,
    );
    expect((await as('jan@w3')).status).toBe(503);
    expect((await as('piet@w3')).status).toBe(503);
    expect((await as('jan@w4')).status).toBe(200);
    expect((await as('jan')).status).toBe(200);
    expect((await app.request('/api/account')).status).toBe(401);

    await app.request('/__sandbox/faults?namespace=w4', { method: 'DELETE' });
    expect((await as('jan@w3')).status).toBe(503);
    await app.request('/__sandbox/faults?namespace=w3', { method: 'DELETE' });
    expect((await as('jan@w3')).status).toBe(200);

    await addFault({ path: '/api/account', status: 500, namespace: 'w3' });
    await addFault({ path: '/api/features', status: 500 });
    const reset = await app.request('/__sandbox/reset', {
      method: 'POST',
      body: JSON.stringify({ namespace: 'w3' }),
    });
    expect(reset.status).toBe(204);
    expect((await as('jan@w3')).status).toBe(200);
    // A namespace's reset leaves the global faults to the serial specs that set them.
    expect((await api.as('jan').get('/api/features')).status).toBe(500);
  });

  it('counts `times` against that namespace only', async () => {
    await addFault({ path: '/api/account', status: 503, times: 1, namespace: 'w3' });
    expect((await as('jan')).status).toBe(200);
    expect((await as('jan@w3')).status).toBe(503);
    expect((await as('jan@w3')).status).toBe(200);
  });

  it('refuses a namespace that is not one', async () => {
    const response = await addFault({ path: '/api/account', status: 503, namespace: 'jan' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "'namespace' must be 'w' and a number, e.g. 'w1'.",
    });
    const cleared = await app.request('/__sandbox/faults?namespace=x', { method: 'DELETE' });
    expect(cleared.status).toBe(400);
  });
});
