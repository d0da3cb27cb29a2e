import type {
  AddressLookupResult,
  CompletedOrdersPage,
  NetCodeCheck,
  OptOutPreferences,
  Order,
} from '../src/contract/index.ts';
import { address } from './getResponseShapes.ts';
import { array, boolean, isoDate, nullable, number, object, oneOf, string } from './shape.ts';
import type { Shape } from './shape.ts';

// Shapes of the GETs with path or query parameters, which are not in GetResponses.

export const order: Shape<Order> = object({
  id: string,
  orderDate: isoDate,
  status: oneOf('Open', 'InProgress', 'Shipped', 'Completed', 'Cancelled'),
  items: array(
    object({
      orderType: oneOf(
        'Unknown',
        'Initial',
        'Cease',
        'Move',
        'ContractRenewal',
        'ProductAdd',
        'ProductDelete',
        'ProductChange',
        'NetworkMigration',
      ),
      products: array(object({ productName: string })),
    }),
  ),
  wishDate: nullable(isoDate),
  completedDate: nullable(isoDate),
  shippingAddress: nullable(address),
  trackAndTraceUrl: nullable(string),
  shippingAddressChangeable: boolean,
});

export const completedOrdersPage: Shape<CompletedOrdersPage> = object({
  orders: array(order),
  page: number,
  size: number,
  totalCount: number,
});

export const optOutPreferences: Shape<OptOutPreferences> = object({
  id: string,
  emailAddress: string,
  commercialEmail: boolean,
  newsletter: boolean,
  surveys: boolean,
});

export const netCodeCheck: Shape<NetCodeCheck> = object({
  valid: boolean,
  expectedNetCode: nullable(string),
});

export const addressLookupResult: Shape<AddressLookupResult> = array(address);
