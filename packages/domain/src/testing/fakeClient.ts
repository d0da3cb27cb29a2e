import { createApiClient } from '../client/createApiClient.ts';
import type { ApiClientOptions } from '../client/createApiClient.ts';
import { fakeFetch } from './fakeFetch.ts';

/**
 * The real ApiClient over a fetch double (fakeFetch): what a domain test of a read or a write
 * needs, signed in as a customer with token `t` unless `options` say otherwise.
 */
export function fakeClient(
  respond?: Parameters<typeof fakeFetch>[0],
  options: Partial<ApiClientOptions> = {},
) {
  const fake = fakeFetch(respond);
  const client = createApiClient({
    getAccessToken: async () => 't',
    getCustomerCode: () => null,
    fetch: fake.fetch,
    cookies: () => '',
    ...options,
  });
  return { client, requests: fake.requests, fetch: fake.fetch };
}
