import { createContext, useContext } from 'react';
import type { ApiClient } from '../client/createApiClient.ts';

export const ApiClientContext = createContext<ApiClient | null>(null);

/** The ApiClient of the nearest DomainProvider. */
export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs a DomainProvider');
  return client;
}
