import type { WriteResult } from '../endpoint/common.ts';
import { write } from '../endpoint/endpoint.ts';
import type {
  AddProductsRequest,
  CeaseProductsRequest,
  ModifyProductsRequest,
  ProductOrderResult,
  RecordingSettings,
  TvCeaseRequest,
  TvOrderRequest,
  VoipOrderRequest,
} from './schema.ts';
import { PRODUCTS_PATHS } from './urls.ts';

export * from './urls.ts';

const PRODUCTS = 'SS - Producten';

/**
 * What a product change (or a TV or VoIP order) can change (spec §7.3): lists, subscription, orders,
 * set-top boxes, security, streaming.
 */
const PRODUCT_CHANGE = [
  '/api/subscription/**',
  '/api/subscription',
  '/api/orders/**',
  '/api/products/**',
  '/api/settopboxes/info',
  '/api/fsecure/customer',
  '/api/entertainment/viaplay',
];

export const productWrites = {
  addProducts: write<AddProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.add, {
    clears: PRODUCT_CHANGE,
    tracking: { category: PRODUCTS, label: 'Producten toevoegen' },
  }),
  modifyProducts: write<ModifyProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.modify, {
    clears: PRODUCT_CHANGE,
    tracking: { category: PRODUCTS, label: 'Producten wijzigen' },
  }),
  ceaseProducts: write<CeaseProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.cease, {
    clears: PRODUCT_CHANGE,
    tracking: { category: PRODUCTS, label: 'Producten opzeggen' },
  }),
  orderTv: write<TvOrderRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.tv, {
    clears: PRODUCT_CHANGE,
    tracking: { category: 'SS - TV', label: 'TV bestellen' },
  }),
  ceaseTv: write<TvCeaseRequest, WriteResult>('POST', PRODUCTS_PATHS.tvCease, {
    clears: PRODUCT_CHANGE,
    tracking: { category: 'SS - Opzeggen', label: 'TV opzeggen' },
  }),
  orderVoip: write<VoipOrderRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.voip, {
    clears: PRODUCT_CHANGE,
    tracking: { category: 'SS - Vast bellen', label: 'Vast bellen bestellen' },
  }),
  saveRecordingSettings: write<RecordingSettings, ProductOrderResult>(
    'POST',
    PRODUCTS_PATHS.recording,
    { clears: PRODUCT_CHANGE, tracking: { category: 'SS - Opnemen', label: 'Opnemen wijzigen' } },
  ),
};
