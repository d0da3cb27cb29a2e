import type { ApiClient } from '../client/createApiClient.ts';
import { ChangeDirection } from '../orders/orderValues.ts';
import { downgradeProducts } from './downgradeProducts.ts';
import { addProducts, ceaseProducts, modifyProducts } from './orderProducts.ts';
import type { ProductOrderResult } from './schema.ts';
import type { SecurityChangeRequests } from './securityRequests.ts';

/** Spec §8 "downgrade with no product returns false": what the customer is told. */
export const NOTHING_CHANGED_MESSAGE = 'Er is niets gewijzigd.';

/**
 * Sends a security change (modify, then add, then cease) and answers like one write: the last
 * order, or the first refusal. A downgrade with no product to modify is `downgradeProducts`'s
 * `false` (spec §8), told to the customer as a refusal: nothing was changed.
 */
export async function changeSecurity(
  client: ApiClient,
  requests: SecurityChangeRequests,
): Promise<ProductOrderResult> {
  const nothing: ProductOrderResult = {
    success: false,
    message: NOTHING_CHANGED_MESSAGE,
    orderId: null,
  };
  const { change } = requests;
  const isDowngrade =
    change.kind === 'ModifyLicences' && change.direction === ChangeDirection.Downgrade;
  // Spec §8: a downgrade without a product sends nothing and answers false.
  if (isDowngrade && !requests.modify) {
    await downgradeProducts(client, []);
    return nothing;
  }
  const steps = [
    requests.modify && (() => modifyProducts(client, requests.modify!)),
    requests.add && (() => addProducts(client, requests.add!)),
    requests.cease && (() => ceaseProducts(client, requests.cease!)),
  ].filter((step): step is () => Promise<ProductOrderResult> => Boolean(step));
  let last = nothing;
  for (const step of steps) {
    last = await step();
    if (!last.success) return last;
  }
  return last;
}
