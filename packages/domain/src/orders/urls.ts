// The orders URLs, apart from the writes (paths.ts) so that code which only needs a URL (the
// entry's reads, the public endpoints) does not bring the write descriptors along (ADR 102).
import { queryString } from '../endpoint/endpoint.ts';
import { ORDERS_PAGE_SIZE } from './orderValues.ts';
import { pathSegment } from '../endpoint/pathSegment.ts';
/** The completed-orders page a link to /bestellingen carries (`?pagina=2`), counted from 1. */
export const ORDERS_PAGE_PARAM = 'pagina';

/** Order URLs of spec §7.2 (§7.3's "order routes"). */
export const ORDERS_PATHS = {
  initial: '/api/orders/initial',
  open: '/api/orders/open',
  openAny: '/api/orders/open/any',
  shippingAddress: '/api/orders/shippingaddress',
  completed: (page: number, size: number = ORDERS_PAGE_SIZE) =>
    `/api/orders/completed/${page}/${size}`,
  order: (id: string) => `/api/orders/${pathSegment(id)}`,
  /** POST: withdraw the order (ADR 130). */
  withdrawal: (id: string) => `/api/orders/${pathSegment(id)}/withdrawal`,
  /**
   * Spec §3: filter key PartnerName, value a security software partner, sent as
   * `?PartnerName={partner}` (the contract test caught `?key=PartnerName&value=…`, which the API
   * ignores).
   */
  productOrderHistory: (partnerName: string) =>
    `/api/orders/productOrderHistory${queryString({ PartnerName: partnerName })}`,
} as const;
