import type { WriteResult } from '../endpoint/common.ts';
import { write, writeWith } from '../endpoint/endpoint.ts';
import type {
  ShippingAddressChangeRequest,
  WithdrawalRequest,
  WithdrawalResult,
} from './schema.ts';
import { ORDERS_PATHS } from './urls.ts';

export * from './urls.ts';

export const orderWrites = {
  changeShippingAddress: write<ShippingAddressChangeRequest, WriteResult>(
    'POST',
    ORDERS_PATHS.shippingAddress,
    {
      clears: ['/api/orders/**'],
      tracking: { category: 'SS - Bestellingen', label: 'Bezorgadres wijzigen' },
    },
  ),
  /** Withdraw an order (CRD art. 11a; ADR 130, a proposal to the provider). */
  withdrawOrder: writeWith<WithdrawalRequest, WithdrawalResult, { id: string }>(
    'POST',
    '/api/orders/*/withdrawal',
    ({ id }) => ORDERS_PATHS.withdrawal(id),
    {
      // ADR 130: a withdrawal ends the order and the products it brought.
      clears: ['/api/orders/**', '/api/subscription', '/api/subscription/**', '/api/products/**'],
      tracking: { category: 'SS - Herroepen', label: 'Overeenkomst herroepen' },
    },
  ),
};
