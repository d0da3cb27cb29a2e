// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client/createApiClient.ts';
import { getRead, sendWrite } from '../client/descriptors.ts';
import type { AnyRead, ReadDescriptor } from '../endpoint/endpoint.ts';
import { reads } from '../contract/reads.ts';
import { writes } from '../contract/writes.ts';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { EMPTY_ACCOUNT } from '../account/emptyAccount.ts';
import { DomainProvider } from './DomainProvider.tsx';
import { useApiClient } from './ApiClientContext.ts';
import { preload } from './preload.ts';
import { useRead } from './useRead.ts';

const useAccount = () => useRead(reads.account);
const useBasicAccount = () => useRead(reads.basicAccount);
const useConverged = () => useRead(reads.converged);
const useFeatures = () => useRead(reads.features);

function setup(respond: Parameters<typeof fakeFetch>[0] = (request) => json({ url: request.url })) {
  const fake = fakeFetch(respond);
  const onError = vi.fn();
  const onReadError = vi.fn();
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    fetch: fake.fetch,
    cookies: () => '',
    onError,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DomainProvider client={client} cache={new Map()} onReadError={onReadError}>
      {children}
    </DomainProvider>
  );
  return { client, wrapper, onError, onReadError, ...fake };
}

afterEach(() => vi.useRealTimers());

describe('DomainProvider and the one read path (useRead, getRead, preload)', () => {
  it.each([
    ['account', reads.account, '/api/account'],
    ['subscription', reads.subscription, '/api/subscription'],
    ['transferDossier', reads.transferDossier, '/api/transfer'],
  ] as [string, AnyRead, string][])('useRead(reads.%s) loads %s', async (_name, read, url) => {
    const { wrapper } = setup();
    const { result } = renderHook(() => useRead(read as ReadDescriptor<unknown>), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ url }));
  });

  it('useRead(null) waits without a request', () => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(() => useRead(null), { wrapper });
    expect(result.current.data).toBeUndefined();
    expect(requests).toHaveLength(0);
  });

  it('account 503 → empty customer without an error; the 503 still reaches onError (maintenance)', async () => {
    const { wrapper, onError } = setup(() => json({}, 503));
    const { result } = renderHook(() => useAccount(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(EMPTY_ACCOUNT));
    expect(result.current.error).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 503 }));
  });

  it('features 503 → {}; other errors are SWR errors', async () => {
    const { wrapper } = setup((request) => json({}, request.url === '/api/features' ? 503 : 500));
    const features = renderHook(() => useFeatures(), { wrapper });
    await waitFor(() => expect(features.result.current.data).toEqual({}));
    const account = renderHook(() => useAccount(), { wrapper });
    await waitFor(() => expect(account.result.current.error).toMatchObject({ status: 500 }));
  });

  it('a read a mounted hook needs and cannot get reaches onReadError; a recovered 503 does not (issue #31)', async () => {
    const { wrapper, onReadError } = setup(() => json({}, 503));
    const account = renderHook(() => useAccount(), { wrapper });
    await waitFor(() => expect(account.result.current.data).toEqual(EMPTY_ACCOUNT));
    const converged = renderHook(() => useConverged(), { wrapper });
    await waitFor(() => expect(converged.result.current.error).toMatchObject({ status: 503 }));
    expect(onReadError).toHaveBeenCalledTimes(1);
    expect(onReadError).toHaveBeenCalledWith(
      expect.objectContaining({ status: 503 }),
      '/api/converged',
    );
  });

  it('two hooks on one URL make one request; a write revalidates the cleared hooks', async () => {
    const { wrapper, requests } = setup();
    const { result } = renderHook(
      () => ({ a: useAccount(), b: useBasicAccount(), c: useConverged(), client: useApiClient() }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.c.data).toBeDefined());
    renderHook(() => useAccount(), { wrapper });
    expect(requests.filter((r) => r.url === '/api/account')).toHaveLength(1);
    await act(() =>
      sendWrite(result.current.client, writes.verifyPrimaryEmailChange, { token: 'link-1' }),
    );
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/account')).toHaveLength(2));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/account/basic')).toHaveLength(2),
    );
    expect(requests.filter((r) => r.url === '/api/converged')).toHaveLength(1);
  });

  it('a reader that mounts after a write shows the new state, not what it showed before', async () => {
    let status = 'DetailsRequired';
    const { client } = setup((request) =>
      request.method === 'GET' ? json({ status }) : json({ success: true }),
    );
    // One SWR cache for both mounts, as in the app: the tile leaves and comes back.
    const swrCache = new Map();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DomainProvider client={client} cache={swrCache}>
        {children}
      </DomainProvider>
    );
    const first = renderHook(() => useRead(reads.transferDossier), { wrapper });
    await waitFor(() => expect(first.result.current.data).toEqual({ status: 'DetailsRequired' }));
    first.unmount();
    status = 'Submitted';
    await sendWrite(client, writes.updateTransferDossier, {} as never);
    // The dashboard's loader reads it again before the tile mounts.
    await preload(client, reads.transferDossier);
    const again = renderHook(() => useRead(reads.transferDossier), { wrapper });
    await waitFor(() => expect(again.result.current.data).toEqual({ status: 'Submitted' }));
  });

  it('preload fills the cache the hooks read', async () => {
    const { client, wrapper, requests } = setup();
    await preload(client, reads.converged);
    const { result } = renderHook(() => useConverged(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ url: '/api/converged' }));
    expect(requests).toHaveLength(1);
  });

  it('the spec rules of a read hold for every reader: loader, hook, guard (§7.2 household)', async () => {
    const address = { postalCode: '3511 LX', houseNumber: 12 };
    const { client, wrapper, requests } = setup((request) =>
      request.url === '/api/household/mayjoin'
        ? json(0)
        : request.url === '/api/household/dashboardaddress'
          ? json({ postalCode: '' })
          : json(address),
    );
    // The loader's preload and the tile's hook share the client's cache: one GET, one value.
    await expect(preload(client, reads.mayJoin)).resolves.toBe(false);
    await preload(client, reads.householdDashboardAddress);
    const { result } = renderHook(
      () => ({
        mayJoin: useRead(reads.mayJoin),
        dashboard: useRead(reads.householdDashboardAddress),
        subscribe: useRead(reads.householdSubscribeAddress),
      }),
      { wrapper },
    );
    // The preloaded answers are the first render's data, already normalised.
    expect(result.current.mayJoin.data).toBe(false);
    expect(result.current.dashboard.data).toBeNull();
    await waitFor(() => expect(result.current.subscribe.data).toEqual(address));
    await expect(getRead(client, reads.householdDashboardAddress)).resolves.toBeNull();
    expect(requests.map((r) => r.url)).toEqual([
      '/api/household/mayjoin',
      '/api/household/dashboardaddress',
      '/api/household/subscribeaddress',
    ]);
  });

  it.each([
    ['an empty body', () => new Response('')],
    ['an empty string', () => json('')],
    ['an object without a postcode', () => json({ street: 'Kerkstraat' })],
  ])('a household address of %s reads as null', async (_name, respond) => {
    const { client } = setup(respond);
    await expect(getRead(client, reads.householdSubscribeAddress)).resolves.toBeNull();
  });

  it('privacy settings read as the §4 channel rule has them: channels only while the master is on', async () => {
    const { client } = setup(() =>
      json({
        commercialOfferings: false,
        commercialOfferingsChannels: ['Email'],
        useResearchData: true,
        useResearchDataChannels: ['Sms'],
      }),
    );
    await expect(getRead(client, reads.privacySettings)).resolves.toEqual({
      commercialOfferings: false,
      commercialOfferingsChannels: [],
      useResearchData: true,
      useResearchDataChannels: ['Sms'],
    });
  });

  it('useApiClient outside a provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow('DomainProvider');
  });
});
