import type { Address, WriteResult } from '../contract/common.ts';
import { queryString, read, returns, readWith, write } from '../contract/endpoint.ts';
import type {
  AddProductsRequest,
  AvailableProduct,
  CeaseProductsRequest,
  ModifyProductsRequest,
  ProductCategory,
  ProductOrderResult,
  RecordingSettings,
  TvCeaseRequest,
  TvOrderRequest,
  VoipOrderRequest,
} from './schema.ts';

export type TvAddress = Pick<Address, 'postalCode' | 'houseNumber' | 'houseNumberAddition'>;

/** Product URLs of spec §7.2 as the sandbox serves them (lists 30 s). */
export const PRODUCTS_PATHS = {
  internet: '/api/products/internet',
  voip: '/api/products/voip',
  wifiExtender: '/api/products/wifiextender',
  tv: '/api/products/tv',
  recording: '/api/products/recording',
  add: '/api/products/add',
  modify: '/api/products/modify',
  cease: '/api/products/cease',
  /** TV cease (spec §8; path designed in the contract, the spec shows none). */
  tvCease: '/api/products/tv/cease',
  /** Available products, optionally of one category. */
  available: (category?: ProductCategory) => `/api/products/available${queryString({ category })}`,
  /** The TV list for another address (spec §7.2 address.postalCode, address.houseNumber, ...). */
  tvAt: (address: TvAddress) =>
    `/api/products/tv${queryString({
      'address.postalCode': address.postalCode,
      'address.houseNumber': address.houseNumber,
      'address.houseNumberAddition': address.houseNumberAddition,
    })}`,
} as const;

type Products = AvailableProduct[];

export const productReads = {
  internetProducts: read(PRODUCTS_PATHS.internet, 'short', returns<Products>()),
  voipProducts: read(PRODUCTS_PATHS.voip, 'short', returns<Products>()),
  wifiExtenderProducts: read(PRODUCTS_PATHS.wifiExtender, 'short', returns<Products>()),
  /** The TV list, for the customer's own address or, given one, another (TV-by-address, 30 s). */
  tvProducts: readWith<Products, { address?: TvAddress } | undefined>(
    PRODUCTS_PATHS.tv,
    'short',
    (params) => (params?.address ? PRODUCTS_PATHS.tvAt(params.address) : PRODUCTS_PATHS.tv),
  ),
  recordingSettings: read(PRODUCTS_PATHS.recording, 'short', returns<RecordingSettings>()),
  availableProducts: readWith<Products, { category?: ProductCategory } | undefined>(
    '/api/products/available',
    'short',
    (params) => PRODUCTS_PATHS.available(params?.category),
  ),
};

/** What a product change adds or removes: lists, subscription, orders, boxes, security, streaming. */
const clears = [
  '/api/subscription/**',
  '/api/subscription',
  '/api/orders/**',
  '/api/products/**',
  '/api/settopboxes/info',
  '/api/fsecure/customer',
  '/api/entertainment/viaplay',
];
const PRODUCTS = 'SS - Producten';

export const productWrites = {
  addProducts: write<AddProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.add, {
    tracking: { category: PRODUCTS, label: 'Producten toevoegen' },
    clears,
  }),
  modifyProducts: write<ModifyProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.modify, {
    tracking: { category: PRODUCTS, label: 'Producten wijzigen' },
    clears,
  }),
  ceaseProducts: write<CeaseProductsRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.cease, {
    tracking: { category: PRODUCTS, label: 'Producten opzeggen' },
    clears,
  }),
  orderTv: write<TvOrderRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.tv, {
    tracking: { category: 'SS - TV', label: 'TV bestellen' },
    clears,
  }),
  ceaseTv: write<TvCeaseRequest, WriteResult>('POST', PRODUCTS_PATHS.tvCease, {
    tracking: { category: 'SS - Opzeggen', label: 'TV opzeggen' },
    clears,
  }),
  orderVoip: write<VoipOrderRequest, ProductOrderResult>('POST', PRODUCTS_PATHS.voip, {
    tracking: { category: 'SS - Vast bellen', label: 'Vast bellen bestellen' },
    clears,
  }),
  saveRecordingSettings: write<RecordingSettings, ProductOrderResult>(
    'POST',
    PRODUCTS_PATHS.recording,
    { tracking: { category: 'SS - Opnemen', label: 'Opnemen wijzigen' }, clears },
  ),
};
