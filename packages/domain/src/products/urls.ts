// The products URLs, apart from the writes (paths.ts) so that code which only needs a URL (the
// entry's reads, the public endpoints) does not bring the write descriptors along (ADR 102).
import type { Address } from '../endpoint/common.ts';
import { queryString } from '../endpoint/endpoint.ts';
import type { ProductCategory } from './schema.ts';
export type TvAddress = Pick<Address, 'postalCode' | 'houseNumber' | 'houseNumberAddition'>;

/** Product URLs of spec §7.2 as the sandbox serves them. */
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
