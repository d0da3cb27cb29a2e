import { z } from 'zod/mini';
import { IsoDate, WriteResult } from '../endpoint/common.ts';
import { AvailableProduct, ProductOrderResult } from '../products/schema.ts';

/**
 * GET /api/changeoffer/networkmigration?selectedInternetProduct&wishDate: moving to the new
 * network, with the products on offer and, when both query values are given, what that choice costs.
 */
export const NetworkMigrationOffer = z.strictObject({
  eligible: z.boolean(),
  currentProductName: z.nullable(z.string()),
  products: z.array(AvailableProduct),
  earliestWishDate: z.nullable(IsoDate),
  selection: z.nullable(
    z.strictObject({
      productName: z.string(),
      wishDate: IsoDate,
      monthlyPrice: z.number(),
      oneOffPrice: z.number(),
    }),
  ),
  /** True after POST /api/networkmigration/preorder. */
  preOrdered: z.boolean(),
});
export type NetworkMigrationOffer = z.infer<typeof NetworkMigrationOffer>;

/** POST /api/networkmigration/preorder (WriteResult) and POST /api/networkmigration (ProductOrderResult). */
export const NetworkMigrationRequest = z.strictObject({
  selectedInternetProduct: z.string(),
  /** A date the customer picks: the sandbox answers a wrong or too early one softly. */
  wishDate: z.string(),
});
export type NetworkMigrationRequest = z.infer<typeof NetworkMigrationRequest>;

export const networkMigrationSchemas = {
  reads: { networkMigrationOffer: NetworkMigrationOffer },
  writes: {
    preOrderNetworkMigration: { body: NetworkMigrationRequest, result: WriteResult },
    orderNetworkMigration: { body: NetworkMigrationRequest, result: ProductOrderResult },
  },
};
