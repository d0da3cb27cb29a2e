import { ORDERS_PAGE_SIZE } from '../contract/index.ts';

/** Order URLs of spec §7.2 (all in the 30 s class). */
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
    `/api/orders/productOrderHistory?${new URLSearchParams({ PartnerName: partnerName }).toString()}`,
} as const;
