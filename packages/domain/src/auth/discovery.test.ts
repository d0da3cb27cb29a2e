import { describe, expect, it, vi } from 'vitest';
import { InMemoryWebStorage } from 'oidc-client-ts';
import { discoveryKey, discoveryUrl, loadDiscovery } from './discovery.ts';

const AUTHORITY = 'http://idp.test/';
const HOST = 'portal.test';
const document = {
  issuer: 'http://idp.test',
  authorization_endpoint: 'http://idp.test/auth',
  token_endpoint: 'http://idp.test/token',
};
const answering = (body: unknown, status = 200) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));

describe('loadDiscovery', () => {
  it('fetches the document at the URL oidc-client-ts uses, once per tab session', async () => {
    const storage = new InMemoryWebStorage();
    const fetchImpl = answering(document);
    await expect(
      loadDiscovery(AUTHORITY, storage, HOST, fetchImpl as typeof fetch),
    ).resolves.toEqual(document);
    // The page the IdP sends back to is a new page with the same sessionStorage.
    await expect(
      loadDiscovery(AUTHORITY, storage, HOST, fetchImpl as typeof fetch),
    ).resolves.toEqual(document);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl.mock.calls[0]?.[0]).toBe('http://idp.test/.well-known/openid-configuration');
    expect(discoveryUrl('http://idp.test')).toBe(discoveryUrl(AUTHORITY));
  });

  it('asks again when the kept copy is unusable', async () => {
    const storage = new InMemoryWebStorage();
    storage.setItem(discoveryKey(HOST, AUTHORITY), '{"issuer":"x"}');
    const fetchImpl = answering(document);
    await loadDiscovery(AUTHORITY, storage, HOST, fetchImpl as typeof fetch);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('fails, keeping nothing, when the IdP answers an error or no endpoints', async () => {
    const storage = new InMemoryWebStorage();
    await expect(
      loadDiscovery(AUTHORITY, storage, HOST, answering({}, 503) as typeof fetch),
    ).rejects.toThrow('503');
    await expect(
      loadDiscovery(AUTHORITY, storage, HOST, answering({ issuer: 'x' }) as typeof fetch),
    ).rejects.toThrow('lacks endpoints');
    expect(storage.length).toBe(0);
  });

  it('gives up on a discovery request that never answers (issue #16 timeouts)', async () => {
    const storage = new InMemoryWebStorage();
    const hanging = vi.fn(
      (_url: string, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(
      loadDiscovery(AUTHORITY, storage, HOST, hanging as typeof fetch, 30),
    ).rejects.toThrow(/time|abort/i);
    expect(storage.length).toBe(0);
  });
});
