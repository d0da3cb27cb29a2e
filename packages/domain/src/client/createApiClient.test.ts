import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { ApiError } from './ApiError.ts';
import { createApiClient } from './createApiClient.ts';
import type { ApiClientOptions } from './createApiClient.ts';

function setup(
  overrides: Partial<ApiClientOptions> = {},
  respond?: Parameters<typeof fakeFetch>[0],
) {
  const fake = fakeFetch(respond);
  const onMutation = vi.fn();
  const client = createApiClient({
    getAccessToken: async () => 'token-1',
    getCustomerCode: () => null,
    fetch: fake.fetch,
    onMutation,
    cookies: () => 'other=1; XSRF-TOKEN=csrf%20value; last=2',
    ...overrides,
  });
  return { client, onMutation, ...fake };
}

describe('createApiClient: headers (spec §6, §7.2)', () => {
  it('sends the bearer token on /api URLs and no customer code for a customer', async () => {
    const { client, requests } = setup();
    await client.get('/api/account');
    expect(requests[0]?.url).toBe('/api/account');
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(requests[0]?.headers.has('X-Customer-Code')).toBe(false);
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends a token bound to the browser’s key with the DPoP scheme and a proof per request (ADR 127)', async () => {
    const proofs: string[] = [];
    const { client, requests } = setup({
      proveToken: async (url, method, token) => {
        proofs.push(`${method} ${url} ${token}`);
        return `proof-${proofs.length}`;
      },
    });
    await client.get('/api/account');
    await client.send('POST', '/api/account/x', { a: 1 });
    expect(proofs).toEqual(['GET /api/account token-1', 'POST /api/account/x token-1']);
    expect(requests.map((r) => r.headers.get('Authorization'))).toEqual([
      'DPoP token-1',
      'DPoP token-1',
    ]);
    expect(requests.map((r) => r.headers.get('DPoP'))).toEqual(['proof-1', 'proof-2']);
  });

  it('adds X-Customer-Code in agent mode', async () => {
    const { client, requests } = setup({ getCustomerCode: () => 'C-123' });
    await client.getJson('/api/converged');
    expect(requests[0]?.headers.get('X-Customer-Code')).toBe('C-123');
  });

  it('sends no token to non-API and absolute URLs', async () => {
    const { client, requests } = setup();
    await client.getJson('/config.json');
    await client.send('POST', 'https://logs.example.nl/log', { a: 1 });
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[1]?.headers.has('Authorization')).toBe(false);
    // CSRF only on relative URLs
    expect(requests[1]?.headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('omits Authorization when there is no token', async () => {
    const { client, requests } = setup({ getAccessToken: async () => null });
    await client.get('/api/features');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'echoes the XSRF-TOKEN cookie in X-XSRF-TOKEN on %s',
    async (method) => {
      const { client, requests } = setup();
      await client.send(method, '/api/account/paymentinformation', { iban: 'NL' });
      expect(requests[0]?.method).toBe(method);
      expect(requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('csrf value');
      expect(requests[0]?.headers.get('Content-Type')).toBe('application/json');
      expect(requests[0]?.body).toBe('{"iban":"NL"}');
    },
  );

  it('sends no CSRF header without the cookie', async () => {
    const { client, requests } = setup({ cookies: () => '' });
    await client.send('POST', '/api/remotemechanic');
    expect(requests[0]?.headers.has('X-XSRF-TOKEN')).toBe(false);
    expect(requests[0]?.body).toBeUndefined();
  });

  it('sends text bodies as text/plain (phone numbers, spec §7.2)', async () => {
    const { client, requests } = setup();
    await client.send('POST', '/api/account/setPhoneNumbers', '0612345678');
    expect(requests[0]?.headers.get('Content-Type')).toBe('text/plain');
    expect(requests[0]?.body).toBe('0612345678');
  });

  it('prefixes relative URLs with baseUrl', async () => {
    const { client, requests } = setup({ baseUrl: 'http://localhost:5173' });
    await client.get('/api/account');
    expect(requests[0]?.url).toBe('http://localhost:5173/api/account');
  });

  it('uses the global fetch by default', async () => {
    const fake = fakeFetch();
    vi.stubGlobal('fetch', fake.fetch);
    const client = createApiClient({
      getAccessToken: async () => null,
      getCustomerCode: () => null,
      cache: false,
    });
    await client.get('/api/features');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('createApiClient: tracking and mutation reports (spec §7.2)', () => {
  it('never sends the tracking headers and reports the tracked success', async () => {
    const { client, requests, onMutation } = setup({}, () => json({ success: true }));
    await client.send(
      'POST',
      '/api/household/subscribe',
      {},
      { category: 'SS - Aanmelden Klantvoordeel', label: 'Aanmelden Klantvoordeel' },
    );
    expect(requests[0]?.headers.has('X-Tracking-Category')).toBe(false);
    expect(requests[0]?.headers.has('X-Tracking-Label')).toBe(false);
    expect(onMutation).toHaveBeenCalledWith({
      method: 'POST',
      url: '/api/household/subscribe',
      success: true,
      status: 200,
      tracking: { category: 'SS - Aanmelden Klantvoordeel', label: 'Aanmelden Klantvoordeel' },
    });
  });

  it('reports a body { success: false } as no success but resolves with it', async () => {
    const { client, onMutation } = setup({}, () => json({ success: false, message: 'nee' }));
    await expect(client.send('PUT', '/api/transfer')).resolves.toEqual({
      success: false,
      message: 'nee',
    });
    expect(onMutation).toHaveBeenCalledWith({
      method: 'PUT',
      url: '/api/transfer',
      success: false,
      status: 200,
    });
  });

  it('reports a failed write with its status and rethrows', async () => {
    const { client, onMutation } = setup({}, () => json({ error: 'x' }, 500));
    await expect(client.send('POST', '/api/products/add', { products: [] })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(onMutation).toHaveBeenCalledWith({
      method: 'POST',
      url: '/api/products/add',
      success: false,
      status: 500,
    });
  });

  it.each([
    [500, 'invalidates', 2],
    [502, 'keeps', 1],
    [503, 'keeps', 1],
    [504, 'keeps', 1],
    [0, 'keeps', 1],
  ])('a write failing with %i %s the cached reads it changes', async (status, _, gets) => {
    const { client, requests } = setup({}, (request) =>
      request.method === 'GET'
        ? json({ email: 'jan@vonk.example' })
        : status === 0
          ? Promise.reject(new TypeError('Failed to fetch'))
          : json({}, status),
    );
    await client.get('/api/account/customerinfo');
    await expect(
      client.send('PUT', '/api/account/customerinfo', { email: 'x@y.nl' }),
    ).rejects.toMatchObject({ status });
    await client.get('/api/account/customerinfo');
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(gets);
  });

  it('reports status 0 when a write gets no answer', async () => {
    const { client, onMutation } = setup({}, () =>
      Promise.reject(new TypeError('Failed to fetch')),
    );
    await expect(client.send('DELETE', '/api/x')).rejects.toMatchObject({ status: 0 });
    expect(onMutation).toHaveBeenCalledWith(expect.objectContaining({ success: false, status: 0 }));
  });

  it('resolves an empty answer as undefined and plain text as text', async () => {
    const { client } = setup({}, (request) =>
      request.method === 'POST'
        ? new Response(null, { status: 204 })
        : new Response('true', { headers: { 'content-type': 'text/plain' } }),
    );
    await expect(client.send('POST', '/api/remotemechanic')).resolves.toBeUndefined();
    await expect(client.getJson('/api/x')).resolves.toBe('true');
  });

  it('keeps malformed JSON as text', async () => {
    const { client } = setup(
      {},
      () => new Response('{oops', { headers: { 'content-type': 'application/json' } }),
    );
    await expect(client.getJson('/api/x')).resolves.toBe('{oops');
  });
});

describe('createApiClient: errors (spec §8)', () => {
  it.each([400, 401, 404, 429, 500, 503])(
    'turns HTTP %i into an ApiError with status, url, method and body',
    async (status) => {
      const onError = vi.fn();
      const { client } = setup({ onError }, () => json({ code: 'E' }, status));
      const error = await client.get('/api/account').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status,
        url: '/api/account',
        method: 'GET',
        body: { code: 'E' },
        name: 'ApiError',
      });
      expect(onError).toHaveBeenCalledWith(error);
    },
  );

  it('carries a 503’s Retry-After on the error, in seconds (issue #31)', async () => {
    const { client } = setup({}, () => json({}, 503, { 'Retry-After': '300' }));
    await expect(client.get('/api/account/basic')).rejects.toMatchObject({
      status: 503,
      retryAfterSeconds: 300,
    });
  });

  it('turns a network failure into status 0', async () => {
    const { client } = setup({}, () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.get('/api/account')).rejects.toMatchObject({
      status: 0,
      method: 'GET',
      url: '/api/account',
    });
  });

  it('does not cache failures', async () => {
    let status = 500;
    const { client, requests } = setup({}, () => json({ ok: status === 200 }, status));
    await expect(client.get('/api/converged')).rejects.toBeInstanceOf(ApiError);
    status = 200;
    await expect(client.get('/api/converged')).resolves.toEqual({ ok: true });
    expect(requests).toHaveLength(2);
  });
});

describe('createApiClient: downloads', () => {
  it('returns the blob and the file name from Content-Disposition', async () => {
    const { client } = setup(
      {},
      () =>
        new Response('pdf', {
          headers: { 'content-disposition': 'attachment; filename="contract.pdf"' },
        }),
    );
    const { blob, fileName } = await client.getBlob('/api/account/contractpdf');
    expect(fileName).toBe('contract.pdf');
    expect(await blob.text()).toBe('pdf');
  });

  it('never caches downloads', async () => {
    const { client, requests } = setup({}, () => new Response('zip'));
    await client.getBlob('/api/invoices/pdf?invoiceIds=1&invoiceIds=2');
    await client.getBlob('/api/invoices/pdf?invoiceIds=1&invoiceIds=2');
    expect(requests).toHaveLength(2);
  });
});
