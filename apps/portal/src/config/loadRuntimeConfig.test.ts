import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, RuntimeConfigError } from './loadRuntimeConfig.ts';

const valid = {
  authority: 'http://localhost:4001',
  clientId: 'mijn-vonk-portal',
  apiBase: '/api',
  logEndpoint: '/api/log',
  externalLogEndpoint: '/api/log/external',
  production: false,
  productName: 'Vonk',
  brand: { oldName: 'Ziggo', newName: 'Vonk' },
  externalUrls: {},
  switches: {},
};

const answer =
  (body: unknown, status = 200): typeof fetch =>
  async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });

describe('loadRuntimeConfig', () => {
  it('returns the config the server sends', async () => {
    await expect(loadRuntimeConfig(answer(valid))).resolves.toEqual(valid);
  });

  it.each([
    ['a 404', answer('niet gevonden', 404), /404/],
    ['invalid JSON', answer('<html>'), /does not match its schema: \(root\)/],
    ['a missing field', answer({ ...valid, clientId: undefined }), /schema: clientId/],
    ['an empty field', answer({ ...valid, authority: '' }), /schema: authority/],
    ['a mistyped field', answer({ ...valid, production: 'false' }), /schema: production/],
    ['a mistyped switch', answer({ ...valid, switches: { demo: 'ja' } }), /schema: switches.demo/],
    ['no brand', answer({ ...valid, brand: undefined }), /schema: brand/],
    [
      'a network failure',
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      /could not be fetched/,
    ],
  ])('rejects %s with a RuntimeConfigError', async (_name, fetchImpl, message) => {
    const result = loadRuntimeConfig(fetchImpl);
    await expect(result).rejects.toBeInstanceOf(RuntimeConfigError);
    await expect(result).rejects.toThrow(message);
  });
});
