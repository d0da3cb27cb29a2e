import { describe, expect, it } from 'vitest';
import { routePaths } from '@vonk/domain';
import { handOverConfig } from './configHandover.ts';
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

  // ADR 085: the page the IdP sends back to takes the config the page before it handed over.
  const callback = routePaths.authCallback.href();
  const noFetch = (async () => {
    throw new Error('config.json fetched');
  }) as typeof fetch;

  it('on the IdP callback takes the handed-over config instead of fetching, once', async () => {
    const storage = window.sessionStorage;
    handOverConfig(valid, storage);
    await expect(loadRuntimeConfig(noFetch, { pathname: callback, storage })).resolves.toEqual(
      valid,
    );
    await expect(
      loadRuntimeConfig(answer({ ...valid, productName: 'Vers' }), { pathname: callback, storage }),
    ).resolves.toMatchObject({ productName: 'Vers' });
  });

  it('fetches on any other page, and drops the handover there', async () => {
    const storage = window.sessionStorage;
    handOverConfig({ ...valid, productName: 'Oud' }, storage);
    await expect(
      loadRuntimeConfig(answer(valid), { pathname: routePaths.dashboard.href(), storage }),
    ).resolves.toEqual(valid);
    await expect(
      loadRuntimeConfig(answer(valid), { pathname: callback, storage }),
    ).resolves.toEqual(valid);
  });

  it('checks a handed-over config again and fetches when it does not match', async () => {
    const storage = window.sessionStorage;
    handOverConfig({ ...valid, clientId: '' }, storage);
    await expect(
      loadRuntimeConfig(answer(valid), { pathname: callback, storage }),
    ).resolves.toEqual(valid);
  });

  it("takes the early script's answer when it started the fetch", async () => {
    const early = Promise.resolve(new Response(JSON.stringify(valid)));
    await expect(
      loadRuntimeConfig(noFetch, {
        pathname: routePaths.dashboard.href(),
        storage: window.sessionStorage,
        early,
      }),
    ).resolves.toEqual(valid);
  });
});
