import type { Address, IsoDate, WriteResult } from './common.ts';
import type { Product } from './subscription.ts';

/** Where a catalogue product belongs; decides the /api/products/{list} it appears in. */
export type ProductCategory =
  | 'Internet'
  | 'Tv'
  | 'PremiumPackage'
  | 'ThemePackage'
  | 'Voip'
  | 'WifiExtender'
  | 'SetTopBox'
  | 'Recording'
  | 'Security';

/**
 * A product the customer can order: GET /api/products/internet, /tv, /voip, /wifiextender,
 * /recording, and /api/products/available?category=… (spec §7.2; shape designed here).
 */
export interface AvailableProduct {
  /** Catalogue name, sent back in orders (spec §3 product names). */
  name: string;
  displayName: string;
  category: ProductCategory;
  /** Monthly price in euro. */
  price: number;
  /** One-off cost (installation, hardware) in euro. */
  oneOffPrice: number;
  description: string;
  /** True for what the customer has now. */
  current: boolean;
  /** Internet only. */
  downloadSpeedMbps: number | null;
  uploadSpeedMbps: number | null;
}

/** Spec §3 product order item. */
export interface ProductOrderItem {
  name: string;
  voucherName?: string | null;
  previousId?: string | null;
  technicalId?: string | null;
}

/** POST /api/products/add. */
export interface AddProductsRequest {
  products: { name: string; voucherName?: string | null }[];
  shippingAddress?: Address;
}

/** POST /api/products/modify: replace `previousId` (a current product's technicalId) by `name`. */
export interface ModifyProductsRequest {
  products: { name: string; previousId: string; technicalId?: string | null }[];
}

/** POST /api/products/cease. */
export interface CeaseProductsRequest {
  products: { name: string; technicalId: string }[];
}

/** POST /api/products/tv (spec §3 TV order). */
export interface TvOrderRequest {
  stbCount: number;
  shippingAddress?: Address;
}

/**
 * POST /api/products/tv/cease: ends the TV product (spec §8 "TV cease creation", which "returns
 * true on error recovery"). The spec shows no path or body, so both are designed here and used by
 * the domain client and the sandbox alike. Answered with a WriteResult; the cease is recorded as
 * an open Cease order.
 */
export interface TvCeaseRequest {
  /** Why the customer stops, free text. */
  reason?: string;
  /** Requested end date; the earliest possible date when absent. */
  wishDate?: IsoDate;
}

/** GET and POST /api/products/recording (spec §3 cloud recording payload). */
export interface RecordingSettings {
  disableLocalRecording: boolean;
  enableCloudRecording: boolean;
}

/** Answer of every products write: the order it created. */
export interface ProductOrderResult extends WriteResult {
  orderId: string | null;
}

/** GET /api/settopboxes/info. */
export interface SetTopBoxInfo {
  boxes: { technicalId: string; name: string; serialNumber: string; recordingCapable: boolean }[];
  /** How many boxes the subscription allows. */
  maxBoxes: number;
}

/** GET /api/fsecure/customer: the online-security (Veilig Online) customer (spec §2.5). */
export interface SecurityCustomer {
  isCustomer: boolean;
  products: Product[];
  /** Device licences of the everywhere product; 0 without it. */
  licences: number;
  /** Where the customer downloads the software; null when not a customer. */
  downloadUrl: string | null;
}

/** GET /api/entertainment/viaplay: the streaming-service customer (spec §2.5). */
export interface StreamingCustomer {
  isCustomer: boolean;
  /** Catalogue name of the streaming product, e.g. 'Viaplay Basis'. */
  productName: string | null;
  /** False until the customer activated their streaming account. */
  activated: boolean;
  activationUrl: string | null;
}
