import type { ApiClient } from '../client/createApiClient.ts';
import type {
  AddProductsRequest,
  CeaseProductsRequest,
  ModifyProductsRequest,
  ProductOrderResult,
  RecordingSettings,
  TvOrderRequest,
} from '../contract/index.ts';
import { PRODUCTS_PATHS } from './productsPaths.ts';

// Product writes of spec §7.2. Each clears the product lists, subscription, orders and what a
// product brings along (set-top boxes, security, streaming) through the cache table.

/** POST /api/products/add {products:[{name, voucherName}], shippingAddress}. */
export function addProducts(client: ApiClient, request: AddProductsRequest) {
  return client.send<ProductOrderResult>('POST', PRODUCTS_PATHS.add, request);
}

/** POST /api/products/modify {products:[{name, previousId}]}. */
export function modifyProducts(client: ApiClient, request: ModifyProductsRequest) {
  return client.send<ProductOrderResult>('POST', PRODUCTS_PATHS.modify, request);
}

/** POST /api/products/cease {products:[{name, technicalId}]}. */
export function ceaseProducts(client: ApiClient, request: CeaseProductsRequest) {
  return client.send<ProductOrderResult>('POST', PRODUCTS_PATHS.cease, request);
}

/** POST /api/products/tv {stbCount, shippingAddress}. */
export function orderTv(client: ApiClient, request: TvOrderRequest) {
  return client.send<ProductOrderResult>('POST', PRODUCTS_PATHS.tv, request);
}

/** POST /api/products/voip {name}. */
export function orderVoip(client: ApiClient, name: string) {
  return client.send<ProductOrderResult>('POST', PRODUCTS_PATHS.voip, { name });
}

/** POST /api/products/recording {disableLocalRecording, enableCloudRecording}. */
export function saveRecordingSettings(client: ApiClient, settings: RecordingSettings) {
  return client.send<ProductOrderResult>('POST', PRODUCTS_PATHS.recording, settings);
}
