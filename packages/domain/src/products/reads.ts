// The products GETs, one export each (ADR 102): `reads.x` and `productReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../endpoint/endpoint.ts';
import type { AvailableProduct, ProductCategory, RecordingSettings } from './schema.ts';
import { PRODUCTS_PATHS } from './urls.ts';
import type { TvAddress } from './urls.ts';

type Products = AvailableProduct[];

export const internetProducts = read(PRODUCTS_PATHS.internet, returns<Products>(), {
  ttl: 'short',
});
export const voipProducts = read(PRODUCTS_PATHS.voip, returns<Products>(), { ttl: 'short' });
export const wifiExtenderProducts = read(PRODUCTS_PATHS.wifiExtender, returns<Products>(), {
  ttl: 'short',
});
/** The TV list, for the customer's own address or, given one, another (TV-by-address). */
export const tvProducts = readWith<Products, { address?: TvAddress } | undefined>(
  PRODUCTS_PATHS.tv,
  (params) => (params?.address ? PRODUCTS_PATHS.tvAt(params.address) : PRODUCTS_PATHS.tv),
  { ttl: 'short' },
);
export const recordingSettings = read(PRODUCTS_PATHS.recording, returns<RecordingSettings>(), {
  ttl: 'short',
});
export const availableProducts = readWith<Products, { category?: ProductCategory } | undefined>(
  '/api/products/available',
  (params) => PRODUCTS_PATHS.available(params?.category),
);
