import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { productWrites } from './paths.ts';
import type {
  AddProductsRequest,
  CeaseProductsRequest,
  ModifyProductsRequest,
  RecordingSettings,
  TvOrderRequest,
} from './schema.ts';

// Product writes of spec §7.2. Each clears the product lists, subscription, orders and what a
// product brings along (set-top boxes, security, streaming) through the cache table.

/** POST /api/products/add {products:[{name, voucherName}], shippingAddress}. */
export function addProducts(client: ApiClient, request: AddProductsRequest) {
  return sendWrite(client, productWrites.addProducts, request);
}

/** POST /api/products/modify {products:[{name, previousId}]}. */
export function modifyProducts(client: ApiClient, request: ModifyProductsRequest) {
  return sendWrite(client, productWrites.modifyProducts, request);
}

/** POST /api/products/cease {products:[{name, technicalId}]}. */
export function ceaseProducts(client: ApiClient, request: CeaseProductsRequest) {
  return sendWrite(client, productWrites.ceaseProducts, request);
}

/** POST /api/products/tv {stbCount, shippingAddress}. */
export function orderTv(client: ApiClient, request: TvOrderRequest) {
  return sendWrite(client, productWrites.orderTv, request);
}

/** POST /api/products/voip {name}. */
export function orderVoip(client: ApiClient, name: string) {
  return sendWrite(client, productWrites.orderVoip, { name });
}

/** POST /api/products/recording {disableLocalRecording, enableCloudRecording}. */
export function saveRecordingSettings(client: ApiClient, settings: RecordingSettings) {
  return sendWrite(client, productWrites.saveRecordingSettings, settings);
}
