// The orders GETs, one export each (ADR 102): `reads.x` and `orderReads.x` name them, and a bundle
// keeps only the ones its code names.
import { read, returns, readWith } from '../endpoint/endpoint.ts';
import type { CompletedOrdersPage, Order } from './schema.ts';
import { ORDERS_PATHS } from './urls.ts';

/** The running initial order of a new customer; null once it is done. */
export const initialOrder = read(ORDERS_PATHS.initial, returns<Order | null>(), { ttl: 'short' });
export const openOrders = read(ORDERS_PATHS.open, returns<Order[]>(), { ttl: 'short' });
/** Whether any order is open (spec §8: an open order blocks cease). */
export const anyOpenOrder = read(ORDERS_PATHS.openAny, returns<boolean>(), { ttl: 'short' });
/** One page of completed orders, pages from 1, page size 10 (spec §9). */
export const completedOrders = readWith<CompletedOrdersPage, { page: number; size?: number }>(
  '/api/orders/completed/*/*',
  ({ page, size }) => ORDERS_PATHS.completed(page, size),
  { ttl: 'short' },
);
export const order = readWith<Order, { id: string }>(
  '/api/orders/*',
  ({ id }) => ORDERS_PATHS.order(id),
  { ttl: 'short' },
);
export const productOrderHistory = readWith<Order[], { partnerName: string }>(
  '/api/orders/productOrderHistory',
  ({ partnerName }) => ORDERS_PATHS.productOrderHistory(partnerName),
  { ttl: 'short' },
);
