/**
 * What a product change (or a voucher, a TV or VoIP order) can change: lists, subscription, orders,
 * boxes, security, streaming. Its own file so the cache policy (in the entry) takes it without the
 * product writes (ADR 102).
 */
export const PRODUCT_CHANGE_CLEARS = [
  '/api/subscription/**',
  '/api/subscription',
  '/api/orders/**',
  '/api/products/**',
  '/api/settopboxes/info',
  '/api/fsecure/customer',
  '/api/entertainment/viaplay',
] as const;
