import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import { useRead } from '../cache/useRead.ts';
import type { Credit } from './schema.ts';
import * as creditReads from './reads.ts';

/** Credits (money back), 300 s. */
export function useCredits(): SWRResponse<Credit[], ApiError> {
  return useRead(creditReads.credits);
}

/** One credit, 300 s; waits without an id. */
export function useCredit(id: string | null | undefined): SWRResponse<Credit, ApiError> {
  return useRead(id ? creditReads.credit : null, { id: id ?? '' });
}
