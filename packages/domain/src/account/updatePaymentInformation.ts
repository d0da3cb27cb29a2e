import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import type { WriteResult } from '../endpoint/common.ts';
import { accountWrites } from './paths.ts';
import type { PaymentInformation } from './schema.ts';

/**
 * PUT /api/account/paymentinformation. Spec §8: a failure is reported as a tracked change error
 * (the client's onMutation sees it with this tracking) and rethrown for the form to show.
 */
export function updatePaymentInformation(
  client: ApiClient,
  information: PaymentInformation,
): Promise<WriteResult> {
  return sendWrite(client, accountWrites.updatePaymentInformation, information);
}
