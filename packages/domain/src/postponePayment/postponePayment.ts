import type { SWRResponse } from 'swr';
import type { ApiError } from '../client/ApiError.ts';
import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { useRead } from '../cache/useRead.ts';
import * as postponePaymentReads from './reads.ts';
import { postponePaymentWrites } from './paths.ts';
import type { PostponePaymentStatus } from './schema.ts';

/** Whether the open invoice's due date can move (uitstel van betaling), 30 s. */
export function usePostponePaymentStatus(): SWRResponse<PostponePaymentStatus, ApiError> {
  return useRead(postponePaymentReads.postponePaymentStatus);
}

/** POST /api/postponepayment with an empty body; the API answers true (spec §7.2). */
export async function postponePayment(client: ApiClient): Promise<boolean> {
  return (await sendWrite(client, postponePaymentWrites.postponePayment, undefined)) === true;
}
