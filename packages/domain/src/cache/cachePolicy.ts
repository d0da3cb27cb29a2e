/**
 * Spec §7.3, the one place it is written: how long a GET answer stays fresh, and which cached GETs
 * a write clears. To change a TTL or a clear list, change its row here; descriptors carry neither.
 * Patterns match the URL path (query ignored, case-insensitive): `*` is one segment, a trailing
 * `**` any rest.
 *
 * Every page's response cache needs these tables from the start, so they are plain data that
 * imports no descriptor (a descriptor import would put every read and write in the entry, ADR 102).
 * `cachePolicy.test.ts` holds them to the contract: a read without a TTL row, a write without a
 * clears row, or a row no read or write has fails it, naming the row (ADR 109).
 */

/** Spec §7.3 TTL classes: 30, 300 and 3000 s. */
export const TTL_SECONDS = { short: 30, medium: 300, long: 3000 } as const;
export type TtlClass = keyof typeof TTL_SECONDS;

/** A GET the spec's table does not name (and a URL outside the contract): 30 s, the safe default. */
export const DEFAULT_TTL_CLASS: TtlClass = 'short';

/**
 * One row per read spec §7.3 names, by its descriptor's pattern; literal paths before patterns, so
 * the most specific row wins. A read the spec does not name has no row and the 30-s default
 * (ADR 124): adding one touches no table.
 */
export const TTL_TABLE: ReadonlyArray<readonly [pattern: string, ttl: TtlClass]> = [
  ['/api/account', 'medium'],
  ['/api/account/basic', 'medium'],
  ['/api/account/contractinfo', 'medium'],
  ['/api/account/paymentinformation', 'medium'],
  ['/api/converged', 'medium'],
  ['/api/subscription', 'short'],
  ['/api/subscription/status', 'short'],
  ['/api/invoices', 'medium'],
  ['/api/invoices/openbalance', 'medium'],
  ['/api/invoices/dunningstatus', 'medium'],
  ['/api/installmentplan', 'short'],
  ['/api/installmentplan/eligibility', 'short'],
  ['/api/outages/incidents', 'medium'],
  ['/api/remotemechanic/open', 'short'],
  ['/api/household/mayjoin', 'medium'],
  ['/api/account/privacysettings', 'medium'],
  ['/api/orders/initial', 'short'],
  ['/api/orders/open', 'short'],
  ['/api/orders/open/any', 'short'],
  ['/api/orders/productOrderHistory', 'short'],
  ['/api/postponepayment', 'short'],
  ['/api/products/internet', 'short'],
  ['/api/products/voip', 'short'],
  ['/api/products/wifiextender', 'short'],
  ['/api/products/tv', 'short'],
  ['/api/products/recording', 'short'],
  ['/api/settopboxes/info', 'long'],
  ['/api/entertainment/viaplay', 'medium'],
  ['/api/voipsettings', 'medium'],
  ['/api/voipsettings/checknetcode', 'medium'],
  ['/api/usage/vod', 'medium'],
  ['/api/usage/voip', 'medium'],
  ['/api/tvsettings', 'medium'],
  ['/api/transfer', 'medium'],
  ['/api/transfer/status', 'medium'],
  ['/api/changeoffer/networkmigration', 'medium'],
  ['/api/credits', 'medium'],
  ['/api/move/address', 'medium'],
  ['/api/optout/v2/*', 'medium'],
  ['/api/orders/completed/*/*', 'short'],
  ['/api/orders/*', 'short'],
  ['/api/voipsettings/checknetcode/*/*', 'medium'],
  ['/api/transfer/reference/*', 'medium'],
  ['/api/credits/*', 'medium'],
];

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
