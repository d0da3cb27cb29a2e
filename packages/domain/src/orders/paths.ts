import type { WriteResult } from '../contract/common.ts';
import { write } from '../contract/endpoint.ts';
import type { ShippingAddressChangeRequest } from './schema.ts';
import { ORDERS_PATHS } from './urls.ts';

export * from './urls.ts';

export const orderWrites = {
  changeShippingAddress: write<ShippingAddressChangeRequest, WriteResult>(
    'POST',
    ORDERS_PATHS.shippingAddress,
    {
      tracking: { category: 'SS - Bestellingen', label: 'Bezorgadres wijzigen' },
    },
  ),
};
