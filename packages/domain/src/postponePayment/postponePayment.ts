import type { ApiClient } from '../client/createApiClient.ts';

export const POSTPONE_PAYMENT_PATH = '/api/postponepayment';

/** POST /api/postponepayment with an empty body; the API answers true (spec §7.2). */
export async function postponePayment(client: ApiClient): Promise<boolean> {
  const answer = await client.send<boolean>('POST', POSTPONE_PAYMENT_PATH, undefined, {
    category: 'Rekeningen',
    label: 'Uitstel van betaling',
  });
  return answer === true;
}
