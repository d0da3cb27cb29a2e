import type { Address, ProductCategory } from '../contract/index.ts';

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
  available: (category?: ProductCategory) =>
    category
      ? `/api/products/available?${new URLSearchParams({ category }).toString()}`
      : '/api/products/available',
  /** The TV list for another address (spec §7.2 address.postalCode, address.houseNumber, ...). */
  tvAt: (address: Pick<Address, 'postalCode' | 'houseNumber' | 'houseNumberAddition'>) => {
    const query = new URLSearchParams({
      'address.postalCode': address.postalCode,
      'address.houseNumber': String(address.houseNumber),
    });
    if (address.houseNumberAddition)
      query.set('address.houseNumberAddition', address.houseNumberAddition);
    return `/api/products/tv?${query.toString()}`;
  },
} as const;
