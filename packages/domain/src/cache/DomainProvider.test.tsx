// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccount, useBasicAccount } from '../account/useAccount.ts';
import { createApiClient } from '../client/createApiClient.ts';
import { useConverged } from '../converged/useConverged.ts';
import { useFeatures } from '../features/useFeatures.ts';
import { useSubscription, useSubscriptionStatus } from '../subscription/useSubscription.ts';
import { fakeFetch, json } from '../testing/fakeFetch.ts';
import { EMPTY_ACCOUNT } from '../account/emptyAccount.ts';
import { DomainProvider } from './DomainProvider.tsx';
import { useApiClient } from './ApiClientContext.ts';
import { preload } from './preload.ts';

function setup(respond: Parameters<typeof fakeFetch>[0] = (request) => json({ url: request.url })) {
  const fake = fakeFetch(respond);
  const onError = vi.fn();
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    fetch: fake.fetch,
    cookies: () => '',
    onError,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DomainProvider client={client} cache={new Map()}>
      {children}
    </DomainProvider>
  );
  return { client, wrapper, onError, ...fake };
}

afterEach(() => vi.useRealTimers());

describe('DomainProvider and resource hooks', () => {
  it.each([
    ['useAccount', useAccount, '/api/account'],
    ['useBasicAccount', useBasicAccount, '/api/account/basic'],
    ['useFeatures', useFeatures, '/api/features'],
    ['useConverged', useConverged, '/api/converged'],
    ['useSubscription', useSubscription, '/api/subscription'],
    ['useSubscriptionStatus', useSubscriptionStatus, '/api/subscription/status'],
  ] as const)('%s loads %s', async (_name, hook, url) => {
    const { wrapper } = setup();
    const { result } = renderHook(() => hook(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ url }));
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
      result.current.client.send('POST', '/api/account/setPrimaryEmailAdress', {
        primaryEmailAddress: 'x@y.nl',
      }),
    );
    await waitFor(() => expect(requests.filter((r) => r.url === '/api/account')).toHaveLength(2));
    await waitFor(() =>
      expect(requests.filter((r) => r.url === '/api/account/basic')).toHaveLength(2),
    );
    expect(requests.filter((r) => r.url === '/api/converged')).toHaveLength(1);
  });

  it('preload fills the cache the hooks read', async () => {
    const { client, wrapper, requests } = setup();
    await preload(client, '/api/converged');
    const { result } = renderHook(() => useConverged(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual({ url: '/api/converged' }));
    expect(requests).toHaveLength(1);
  });

  it('useApiClient outside a provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useApiClient())).toThrow('DomainProvider');
  });
});
