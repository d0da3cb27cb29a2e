/**
 * Spec §7.3 in one table: how long a GET answer stays fresh, and which cached GETs a write clears.
 *
 * Patterns match the URL path (query ignored): `*` is one segment, a trailing `**` any rest.
 * Paths the spec does not give are the contract's (sandbox) paths. A GET that matches no row
 * (features, customerinfo, address lookup, GDPR, household addresses, ...) gets the short class,
 * 30 s: the spec names no class for them and the shortest one is the safe default.
 */
export const TTL_SECONDS = { short: 30, medium: 300, long: 3000 } as const;
export type TtlClass = keyof typeof TTL_SECONDS;

export const DEFAULT_TTL_CLASS: TtlClass = 'short';

export const TTL_TABLE: ReadonlyArray<readonly [pattern: string, ttl: TtlClass]> = [
  // 300 s
  ['/api/account', 'medium'],
  ['/api/account/basic', 'medium'],
  ['/api/account/contractinfo', 'medium'],
  ['/api/account/privacysettings', 'medium'],
  ['/api/account/paymentinformation', 'medium'],
  ['/api/changeoffer/networkmigration', 'medium'],
  ['/api/converged', 'medium'],
  ['/api/credits/**', 'medium'],
  ['/api/credits', 'medium'],
  ['/api/household/mayjoin', 'medium'],
  ['/api/invoices', 'medium'],
  ['/api/invoices/dunningstatus', 'medium'],
  ['/api/invoices/openbalance', 'medium'],
  ['/api/move/address', 'medium'],
  ['/api/optout/v2/*', 'medium'],
  ['/api/outages/incidents', 'medium'],
  ['/api/transfer/**', 'medium'],
  ['/api/transfer', 'medium'],
  ['/api/tvsettings', 'medium'],
  ['/api/usage/vod', 'medium'],
  ['/api/usage/voip', 'medium'],
  ['/api/voipsettings', 'medium'],
  ['/api/voipsettings/checknetcode/**', 'medium'],
  ['/api/voipsettings/checknetcode', 'medium'],
  ['/api/entertainment/viaplay', 'medium'],
  // 30 s
  ['/api/installmentplan', 'short'],
  ['/api/installmentplan/eligibility', 'short'],
  // Order routes, including the shipping label of an order (a download, so never cached anyway).
  ['/api/orders/**', 'short'],
  ['/api/postponepayment', 'short'],
  ['/api/products/available', 'short'],
  ['/api/products/internet', 'short'],
  ['/api/products/recording', 'short'],
  ['/api/products/tv', 'short'],
  ['/api/products/voip', 'short'],
  ['/api/products/wifiextender', 'short'],
  ['/api/remotemechanic/open', 'short'],
  ['/api/subscription', 'short'],
  ['/api/subscription/status', 'short'],
  // Public return label by reference (/retour-label): a shipping-label path, like the order routes.
  ['/api/shippinglabel/*', 'short'],
  // 3000 s
  ['/api/settopboxes/info', 'long'],
];

/**
 * Writes that change what other GETs return. A write always clears its own path; these rows name
 * the related GETs it clears as well (spec §7.3 "writes to related endpoints clear matching entries").
 */
export const WRITE_CLEARS: ReadonlyArray<readonly [write: string, clears: readonly string[]]> = [
  ['/api/account/setPrimaryEmailAdress', ['/api/account', '/api/account/basic']],
  ['/api/account/setPhoneNumbers', ['/api/account']],
  ['/api/account/paymentinformation', ['/api/invoices/**']],
  [
    '/api/products/**',
    [
      '/api/subscription/**',
      '/api/subscription',
      '/api/orders/**',
      '/api/products/**',
      // What a product change adds or removes: boxes, security and streaming customers.
      '/api/settopboxes/info',
      '/api/fsecure/customer',
      '/api/entertainment/viaplay',
    ],
  ],
  [
    '/api/vouchers/**',
    ['/api/vouchers', '/api/subscription', '/api/orders/**', '/api/products/**'],
  ],
  ['/api/orders/shippingaddress', ['/api/orders/**']],
  ['/api/voipsettings/**', ['/api/voipsettings']],
  ['/api/installmentplan', ['/api/installmentplan/**', '/api/invoices/**']],
  ['/api/postponepayment', ['/api/invoices/**']],
  ['/api/household/**', ['/api/household/**']],
  // PUT /api/transfer (own dossier) and PUT /api/transfer/reference/{reference}: `**` needs a segment.
  ['/api/transfer', ['/api/transfer/**', '/api/converged']],
  ['/api/transfer/**', ['/api/transfer/**', '/api/transfer', '/api/converged']],
  ['/api/optout/v2', ['/api/optout/v2/*']],
  ['/api/remotemechanic', ['/api/remotemechanic/open']],
  // POST /api/networkmigration and POST /api/networkmigration/preorder.
  [
    '/api/networkmigration',
    ['/api/changeoffer/networkmigration', '/api/orders/**', '/api/subscription'],
  ],
  [
    '/api/networkmigration/**',
    ['/api/changeoffer/networkmigration', '/api/orders/**', '/api/subscription'],
  ],
  ['/api/move', ['/api/move/address', '/api/orders/**']],
];
