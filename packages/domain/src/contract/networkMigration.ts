import type { IsoDate } from './common.ts';
import type { AvailableProduct } from './productCatalogue.ts';

/**
 * GET /api/changeoffer/networkmigration?selectedInternetProduct&wishDate: moving to the new
 * network, with the products on offer and, when both query values are given, what that choice costs.
 */
export interface NetworkMigrationOffer {
  eligible: boolean;
  currentProductName: string | null;
  products: AvailableProduct[];
  earliestWishDate: IsoDate | null;
  selection: {
    productName: string;
    wishDate: IsoDate;
    monthlyPrice: number;
    oneOffPrice: number;
  } | null;
  /** True after POST /api/networkmigration/preorder. */
  preOrdered: boolean;
}

/** POST /api/networkmigration/preorder (WriteResult) and POST /api/networkmigration (ProductOrderResult). */
export interface NetworkMigrationRequest {
  selectedInternetProduct: string;
  wishDate: IsoDate;
}
