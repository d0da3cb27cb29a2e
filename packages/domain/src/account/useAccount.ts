import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useApiResource } from '../cache/useApiResource.ts';
import type { Account, BasicAccount } from '../contract/index.ts';
import { getAccount } from './getAccount.ts';

/** Customer information (spec §3), 300 s. */
export function useAccount(): SWRResponse<Account, ApiError> {
  return useApiResource('/api/account', getAccount);
}

/** The header's basic account data (initials), 300 s. */
export function useBasicAccount(): SWRResponse<BasicAccount, ApiError> {
  return useApiResource('/api/account/basic', (client) => client.get('/api/account/basic'));
}
