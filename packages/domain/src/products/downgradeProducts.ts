import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { productWrites } from './paths.ts';

export interface ModifyProduct {
  name: string;
  previousId: string;
}

/**
 * POST /api/products/modify {products:[{name, previousId}]} for a downgrade. Spec §8: with no
 * product there is nothing to send and the answer is false.
 */
export async function downgradeProducts(
  client: ApiClient,
  products: readonly ModifyProduct[],
): Promise<boolean> {
  if (products.length === 0) return false;
  await sendWrite(client, productWrites.modifyProducts, { products: [...products] });
  return true;
}
