/**
 * Spec §7.3: which cached GETs a write clears, the one place it is written. A read's TTL is on its
 * descriptor (`{ ttl: 'medium' }`, handed to the cache by `getRead`); `contract/ttlTable.ts`
 * derives the table of them. Patterns match the URL path (query ignored, case-insensitive): `*` is
 * one segment, a trailing `**` any rest.
 *
 * Every page's response cache needs this table from the start, so it is plain data that imports no
 * descriptor (a descriptor import would put every read and write in the entry, ADR 102).
 * `cachePolicy.test.ts` holds it to the contract: a write without a row, or a row no write has,
 * fails it, naming the row (ADR 109).
 */

export { DEFAULT_TTL_CLASS, TTL_SECONDS } from '../endpoint/ttl.ts';
export type { TtlClass } from '../endpoint/ttl.ts';

// What a product change (or a TV or VoIP order) can change: lists, subscription, orders, set-top
// boxes, security, streaming. What a voucher and a network migration change.
const PRODUCT_CHANGE = [
  '/api/subscription/**',
  '/api/subscription',
  '/api/orders/**',
  '/api/products/**',
  '/api/settopboxes/info',
  '/api/fsecure/customer',
  '/api/entertainment/viaplay',
];
const VOUCHER = ['/api/vouchers', '/api/subscription', '/api/orders/**', '/api/products/**'];
const NETWORK_MIGRATION = [
  '/api/changeoffer/networkmigration',
  '/api/orders/**',
  '/api/subscription',
];

/**
 * One row per contract write, by its descriptor's pattern: the related GETs it clears (spec §7.3
 * "writes to related endpoints clear matching entries"). A write always clears its own path too;
 * `[]` is a write that clears only that.
 */
export const WRITE_CLEARS: ReadonlyArray<readonly [write: string, clears: readonly string[]]> = [
  ['/api/account/paymentinformation', ['/api/invoices/**']],
  // ADR 128: asking changes nothing but the waiting change; the address changes on the link.
  ['/api/account/setPrimaryEmailAdress', ['/api/account/primaryEmailChange']],
  ['/api/account/primaryEmailChange/resend', ['/api/account/primaryEmailChange']],
  ['/api/account/primaryEmailChange/cancel', ['/api/account/primaryEmailChange']],
  [
    '/api/account/primaryEmailChange/verify',
    [
      '/api/account/primaryEmailChange',
      '/api/account',
      '/api/account/basic',
      '/api/account/customerinfo',
    ],
  ],
  ['/api/account/setPhoneNumbers', ['/api/account', '/api/account/customerinfo']],
  ['/api/account/changePassword', []],
  ['/api/installmentplan', ['/api/installmentplan/**', '/api/invoices', '/api/invoices/**']],
  ['/api/remotemechanic', ['/api/remotemechanic/open']],
  ['/api/household/subscribe', ['/api/household/**']],
  ['/api/household/unsubscribe', ['/api/household/**']],
  ['/api/account/privacysettings', []],
  // Issue #30: the preferences alone; the invoice PDF is a download, never cached.
  ['/api/account/preferences', []],
  ['/api/optout/v2', ['/api/optout/v2/*']],
  ['/api/orders/shippingaddress', ['/api/orders/**']],
  // ADR 130: a withdrawal ends the order and the products it brought.
  [
    '/api/orders/*/withdrawal',
    ['/api/orders/**', '/api/subscription', '/api/subscription/**', '/api/products/**'],
  ],
  ['/api/postponepayment', ['/api/invoices', '/api/invoices/**']],
  // ADR 136: paying settles the invoice, its balance and dunning; a new payment's status is new.
  [
    '/api/invoices/*/payment',
    ['/api/invoices', '/api/invoices/**', '/api/postponepayment', '/api/payments/*'],
  ],
  ['/api/products/add', PRODUCT_CHANGE],
  ['/api/products/modify', PRODUCT_CHANGE],
  ['/api/products/cease', PRODUCT_CHANGE],
  ['/api/products/tv', PRODUCT_CHANGE],
  ['/api/products/tv/cease', PRODUCT_CHANGE],
  ['/api/products/voip', PRODUCT_CHANGE],
  ['/api/products/recording', PRODUCT_CHANGE],
  ['/api/voipsettings/numberblocking', ['/api/voipsettings']],
  ['/api/voipsettings/voicemailforwarding', ['/api/voipsettings']],
  ['/api/voipsettings/numberporting', ['/api/voipsettings']],
  ['/api/voipsettings/sippassword', ['/api/voipsettings']],
  ['/api/tvsettings', []],
  ['/api/transfer', ['/api/transfer/**', '/api/converged']],
  ['/api/transfer/reference/*', ['/api/transfer/**', '/api/transfer', '/api/converged']],
  ['/api/networkmigration/preorder', NETWORK_MIGRATION],
  ['/api/networkmigration', NETWORK_MIGRATION],
  ['/api/move', ['/api/move/address', '/api/orders/**']],
  ['/api/vouchers/apply', VOUCHER],
  ['/api/vouchers/unapply', VOUCHER],
  ['/api/log', []],
  ['/api/log/external', []],
];
