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

export const productWrites = {
  addProducts: write<AddProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.add, {
    tracking: { category: PRODUCTS, label: 'Producten toevoegen' },
  }),
  modifyProducts: write<ModifyProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.modify, {
    tracking: { category: PRODUCTS, label: 'Producten wijzigen' },
  }),
  ceaseProducts: write<CeaseProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.cease, {
    tracking: { category: PRODUCTS, label: 'Producten opzeggen' },
  }),
  orderTv: write<TvOrderRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.tv, {
    tracking: { category: 'SS - TV', label: 'TV bestellen' },
  }),
  ceaseTv: write<TvCeaseRequest, WriteResult>('POST', PRODUCTS_PATHS.tvCease, {
    tracking: { category: 'SS - Opzeggen', label: 'TV opzeggen' },
  }),
  orderVoip: write<VoipOrderRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.voip, {
    tracking: { category: 'SS - Vast bellen', label: 'Vast bellen bestellen' },
  }),
  saveRecordingSettings: write<RecordingSettings, ProductOrderResult>(
    'POST',
    PRODUCTS_PATHS.recording,
    { tracking: { category: 'SS - Opnemen', label: 'Opnemen wijzigen' } },
  ),
};
