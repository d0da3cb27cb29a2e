import type { ApiClient } from '../client/createApiClient.ts';
import type { PaymentInformation } from '../contract/index.ts';

/**
 * PUT /api/account/paymentinformation. Spec §8: a failure is reported as a tracked change error
 * (the client's onMutation sees it with this tracking) and rethrown for the form to show.
 */
export function updatePaymentInformation(
  client: ApiClient,
  information: PaymentInformation,
): Promise<unknown> {
  return client.send('PUT', '/api/account/paymentinformation', information, {
    category: 'Betaalgegevens',
    label: 'Betaalgegevens wijzigen',
  });
}
