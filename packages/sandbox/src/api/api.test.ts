import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerCodes, personas } from '../personas/index.ts';
import { startTestSandbox } from '../testing/startTestSandbox.ts';

// Real HTTP against real tokens: what the portal's dev server sees through its proxy.
let env: Awaited<ReturnType<typeof startTestSandbox>>;
let jan: string;
beforeAll(async () => {
  env = await startTestSandbox();
  jan = (await env.browser().login('jan')).tokens.access_token;
});
afterAll(() => env?.sandbox.close());

describe('authentication', () => {
  it('answers 401 with a JSON message without a token, with garbage or with an ID token', async () => {
    const { tokens } = await env.browser().login('sanne');
    for (const token of [undefined, 'garbage', tokens.id_token]) {
      const response = await env.api('/api/account', token ? { token } : {});
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('customer data', () => {
  it.each([
    ['/api/account', { ...personas.jan.account, isAgent: false }],
    ['/api/account/basic', personas.jan.basic],
    ['/api/features', personas.jan.features],
    ['/api/converged', personas.jan.converged],
    ['/api/subscription', personas.jan.subscription],
    ['/api/subscription/status', personas.jan.subscriptionStatus],
    ['/api/invoices', personas.jan.billing.invoices],
    ['/api/invoices/openbalance', personas.jan.billing.openBalance],
    ['/api/outages/incidents', {}],
    ['/api/household/mayjoin', true],
  ])('GET %s answers the persona fixture', async (path, expected) => {
    const response = await env.api(path, { token: jan });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(expected);
  });

  it('serves an invoice as PDF', async () => {
    const [invoice] = personas.jan.billing.invoices;
    const response = await env.api(`/api/invoices/pdf/${invoice!.id}`, { token: jan });
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await response.arrayBuffer())).toMatch(
      /^%PDF-1\.4[\s\S]*%%EOF\n$/,
    );
  });

  it("refuses a customer code that is not the customer's own", async () => {
    const own = await env.api('/api/account', {
      token: jan,
      headers: { 'X-Customer-Code': customerCodes.jan },
    });
    expect(own.status).toBe(200);
    const other = await env.api('/api/account', {
      token: jan,
      headers: { 'X-Customer-Code': customerCodes.sanne },
    });
    expect(other.status).toBe(403);
  });
});

describe('agent mode', () => {
  it('requires X-Customer-Code equal to the token customer code', async () => {
    const { tokens } = await env
      .browser()
      .login('agent', { acrValues: `customerid:${customerCodes.piet}` });
    const token = tokens.access_token;
    expect((await env.api('/api/account', { token })).status).toBe(403);
    expect(
      (await env.api('/api/account', { token, headers: { 'X-Customer-Code': customerCodes.jan } }))
        .status,
    ).toBe(403);
    const response = await env.api('/api/account/basic', {
      token,
      headers: { 'X-Customer-Code': customerCodes.piet },
    });
    expect(await response.json()).toEqual(personas.piet.basic);
  });

  it('has no data for an agent without a customer code', async () => {
    const { tokens } = await env.browser().login('agent');
    expect((await env.api('/api/account', { token: tokens.access_token })).status).toBe(403);
  });
});

describe('CSRF double submit', () => {
  const entry = {
    source: 'test',
    message: 'Er ging iets mis',
    url: '/dashboard',
    stackTrace: '',
    level: 4,
  };

  it('sets the XSRF-TOKEN cookie on a GET and demands it back on a POST', async () => {
    const get = await env.api('/api/account/basic', { token: jan });
    const cookie = get.headers.getSetCookie().find((value) => value.startsWith('XSRF-TOKEN='));
    expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; SameSite=Strict$/);
    const xsrf = cookie!.split(';')[0]!.split('=')[1]!;
    const post = (headers: Record<string, string>) =>
      env.api('/api/log', {
        token: jan,
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: `XSRF-TOKEN=${xsrf}`, ...headers },
        body: JSON.stringify(entry),
      });

    expect((await post({})).status).toBe(403);
    expect((await post({ 'X-XSRF-TOKEN': 'other' })).status).toBe(403);
    const accepted = await post({ 'X-XSRF-TOKEN': xsrf });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ success: true });

    const logs = (await (await env.api('/__sandbox/logs')).json()) as unknown[];
    expect(logs).toContainEqual({
      ...entry,
      external: false,
      customerCode: customerCodes.jan,
      receivedAt: expect.any(String),
    });
  });

  it('does not set the cookie again when the browser has one', async () => {
    const response = await env.api('/api/account/basic', {
      token: jan,
      headers: { Cookie: 'XSRF-TOKEN=abc' },
    });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('rejects a malformed log entry with 400', async () => {
    const response = await env.api('/api/log', {
      token: jan,
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: 'XSRF-TOKEN=t', 'X-XSRF-TOKEN': 't' },
      body: JSON.stringify({ ...entry, level: 7 }),
    });
    expect(response.status).toBe(400);
  });

  it('accepts anonymous entries at the external log endpoint', async () => {
    const response = await env.api('/api/log/external', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...entry, message: 'anoniem' }),
    });
    expect(response.status).toBe(200);
    const logs = (await (await env.api('/__sandbox/logs')).json()) as {
      message: string;
      external: boolean;
    }[];
    expect(logs.find((log) => log.message === 'anoniem')).toMatchObject({
      external: true,
      customerCode: null,
    });
  });
});

describe('runtime config', () => {
  it('points the portal at this IdP and client', async () => {
    const response = await env.api('/config.json');
    expect(await response.json()).toMatchObject({
      authority: env.config.issuer,
      clientId: env.config.clientId,
      apiBase: '/api',
      logEndpoint: '/api/log',
      externalLogEndpoint: '/api/log/external',
      production: false,
      brand: { oldName: 'Ziggo', newName: 'Vonk' },
    });
  });

  it('carries a strong ETag of its body: a revalidation of an unchanged config answers 304', async () => {
    const first = await env.api('/config.json');
    const tag = first.headers.get('ETag');
    expect(tag).toMatch(/^"[0-9a-f]{40}"$/);
    const again = await env.api('/config.json', { headers: { 'If-None-Match': tag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(tag);
    expect(await again.text()).toBe('');
    // Another config (a switch changed) is another tag: the stale one gets the new body.
    await env.api('/__sandbox/config', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ production: true }),
    });
    const changed = await env.api('/config.json', { headers: { 'If-None-Match': tag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(tag);
    await env.api('/__sandbox/reset', { method: 'POST' });
  });

  it('switches to production for a rehearsal and back on reset', async () => {
    const put = (body: unknown) =>
      env.api('/__sandbox/config', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ production: 'ja' })).status).toBe(400);
    expect(await (await put({ production: true })).json()).toEqual({
      production: true,
    });
    expect(await (await env.api('/config.json')).json()).toMatchObject({
      production: true,
      switches: { demo: false },
    });
    await env.api('/__sandbox/reset', { method: 'POST' });
    expect(await (await env.api('/config.json')).json()).toMatchObject({
      production: false,
      switches: { demo: true },
    });
  });

  it('serves shorter request timeouts for fault tests, until reset', async () => {
    const put = (body: unknown) =>
      env.api('/__sandbox/config', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ requestTimeouts: { readMs: -1 } })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    const requestTimeouts = { readMs: 800, writeMs: 800, preloadBudgetMs: 1200 };
    expect(await (await put({ requestTimeouts })).json()).toEqual({
      production: false,
      requestTimeouts,
    });
    expect(await (await env.api('/config.json')).json()).toMatchObject({ requestTimeouts });
    await env.api('/__sandbox/reset', { method: 'POST' });
    expect(await (await env.api('/config.json')).json()).not.toHaveProperty('requestTimeouts');
  });

  it('sets the portal’s calendar day for the §8 notice window, and drops it on reset', async () => {
    const put = (body: unknown) =>
      env.api('/__sandbox/config', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ today: '23-01-2027' })).status).toBe(400);
    expect((await put({ today: 20270123 })).status).toBe(400);
    expect(await (await put({ today: '2027-01-23' })).json()).toEqual({
      production: false,
      today: '2027-01-23',
    });
    expect(await (await env.api('/config.json')).json()).toMatchObject({ today: '2027-01-23' });
    await env.api('/__sandbox/reset', { method: 'POST' });
    expect(await (await env.api('/config.json')).json()).not.toHaveProperty('today');
  });
});

describe('content control', () => {
  it('PUT /__sandbox/content/cms replaces the /cms blocks until reset; a bad body is a 400', async () => {
    const put = (body: unknown) =>
      env.api('/__sandbox/content/cms', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const read = async () =>
      (await (await env.api('/api/content/cms', { token: jan })).json()) as {
        blocks: { key: string }[];
      };
    const fixture = await read();
    expect(fixture.blocks.map((block) => block.key)).toEqual(['cms.welcome', 'cms.service']);

    expect((await put({ blocks: [{ key: 'x', title: 'X' }] })).status).toBe(400);
    const blocks = [{ key: 'story.allowList', title: 'AllowList', html: '<p>Hallo</p>' }];
    expect((await put({ blocks })).status).toBe(204);
    expect(await read()).toEqual({ blocks });

    await env.api('/__sandbox/reset', { method: 'POST' });
    expect(await read()).toEqual(fixture);
  });
});
