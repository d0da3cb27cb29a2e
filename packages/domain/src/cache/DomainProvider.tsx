import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { Cache } from 'swr';
import type { ApiClient } from '../client/createApiClient.ts';
import { ApiClientContext } from './ApiClientContext.ts';

export interface DomainProviderProps {
  client: ApiClient;
  children: ReactNode;
  /** SWR's state cache; pass a fresh Map per story or test. Default: one per provider. */
  cache?: Cache;
  /**
   * A read a mounted hook needs failed: the page on screen needs it, so the portal may act on it
   * (a 503 opens maintenance, issue #31). Reads nobody on screen uses never get here.
   */
  onReadError?: (error: unknown, url: string) => void;
}

/** Revalidates mounted hooks whose URL a write cleared from the client's response cache. */
function InvalidationBridge({ client }: { client: ApiClient }) {
  const { mutate } = useSWRConfig();
  useEffect(
    () =>
      client.cache?.subscribe((cleared) => {
        void mutate((key) => typeof key === 'string' && cleared(key));
      }),
    [client, mutate],
  );
  return null;
}

/**
 * Provides the ApiClient and an SWRConfig on top of it. Freshness is the client's response cache
 * (spec §7.3 TTLs): SWR may revalidate on mount or focus as often as it likes, the fetcher answers
 * from the cache inside the TTL without a request. SWR keys are the request URLs.
 */
export function DomainProvider({ client, children, cache, onReadError }: DomainProviderProps) {
  const value = useMemo(
    () => ({
      fetcher: (url: string) => client.getJson(url),
      ...(onReadError && { onError: (error: unknown, key: string) => onReadError(error, key) }),
      provider: () => cache ?? new Map(),
      // An error is a decision of errors/classifyError, not a reason to hammer the API.
      shouldRetryOnError: false,
      revalidateOnFocus: true,
    }),
    [client, cache, onReadError],
  );
  return (
    <ApiClientContext value={client}>
      <SWRConfig value={value}>
        <InvalidationBridge client={client} />
        {children}
      </SWRConfig>
    </ApiClientContext>
  );
}
