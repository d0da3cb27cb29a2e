import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { postponePaymentWrites } from './paths.ts';

/** POST /api/postponepayment with an empty body; the API answers true (spec §7.2). */
export async function postponePayment(client: ApiClient): Promise<boolean> {
  return (await sendWrite(client, postponePaymentWrites.postponePayment, undefined)) === true;
}
