import type { WriteResult } from '../contract/common.ts';
import { queryString, read, returns, readWith, write } from '../contract/endpoint.ts';
import { ORDERS_PAGE_SIZE } from './orderValues.ts';
import type { CompletedOrdersPage, Order, ShippingAddressChangeRequest } from './schema.ts';

/** The completed-orders page a link to /bestellingen carries (`?pagina=2`), counted from 1. */
export const ORDERS_PAGE_PARAM = 'pagina';

/** Order URLs of spec §7.2 (all in the 30 s class, "order routes"). */
export const ORDERS_PATHS = {
  initial: '/api/orders/initial',
  open: '/api/orders/open',
  openAny: '/api/orders/open/any',
  shippingAddress: '/api/orders/shippingaddress',
  completed: (page: number, size: number = ORDERS_PAGE_SIZE) =>
    `/api/orders/completed/${page}/${size}`,
  order: (id: string) => `/api/orders/${encodeURIComponent(id)}`,
  /**
   * Spec §3: filter key PartnerName, value a security software partner, sent as
   * `?PartnerName={partner}` (the contract test caught `?key=PartnerName&value=…`, which the API
   * ignores).
   */
  productOrderHistory: (partnerName: string) =>
    `/api/orders/productOrderHistory${queryString({ PartnerName: partnerName })}`,
} as const;

export const orderReads = {
  /** The running initial order of a new customer; null once it is done. */
  initialOrder: read(ORDERS_PATHS.initial, 'short', returns<Order | null>()),
  openOrders: read(ORDERS_PATHS.open, 'short', returns<Order[]>()),
  /** Whether any order is open (spec §8: an open order blocks cease). */
  anyOpenOrder: read(ORDERS_PATHS.openAny, 'short', returns<boolean>()),
  /** One page of completed orders, pages from 1, page size 10 (spec §9). */
  completedOrders: readWith<CompletedOrdersPage, { page: number; size?: number }>(
    '/api/orders/completed/*/*',
    'short',
    ({ page, size }) => ORDERS_PATHS.completed(page, size),
  ),
  order: readWith<Order, { id: string }>('/api/orders/*', 'short', ({ id }) =>
    ORDERS_PATHS.order(id),
  ),
  productOrderHistory: readWith<Order[], { partnerName: string }>(
    '/api/orders/productOrderHistory',
    'short',
    ({ partnerName }) => ORDERS_PATHS.productOrderHistory(partnerName),
  ),
};

export const orderWrites = {
  changeShippingAddress: write<ShippingAddressChangeRequest, WriteResult>(
    'POST',
    ORDERS_PATHS.shippingAddress,
    {
      tracking: { category: 'SS - Bestellingen', label: 'Bezorgadres wijzigen' },
      clears: ['/api/orders/**'],
    },
  ),
};
