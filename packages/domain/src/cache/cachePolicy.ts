import { TTL_SECONDS } from '../contract/endpoint.ts';
import type { TtlClass } from '../contract/endpoint.ts';
import { PRODUCT_CHANGE_CLEARS } from '../products/changeClears.ts';

/**
 * Spec §7.3: how long a GET answer stays fresh, and which cached GETs a write clears. Patterns
 * match the URL path (query ignored): `*` is one segment, a trailing `**` any rest. Every contract
 * GET has a row; a URL outside the contract gets the short class, 30 s, the safe default.
 *
 * The rows are the resource homes' (`<resource>/reads.ts`, `<resource>/paths.ts`) written out:
 * every page's response cache needs them from the start, and deriving them there would put every
 * read and write descriptor in the entry (ADR 102). `cachePolicy.test.ts` derives both tables from
 * the descriptors and fails, naming the row, when a descriptor and its row differ.
 */
export { TTL_SECONDS };
export type { TtlClass };

export const DEFAULT_TTL_CLASS: TtlClass = 'short';

/** One row per read; literal paths before patterns, so the most specific row wins. */
export const TTL_TABLE: ReadonlyArray<readonly [pattern: string, ttl: TtlClass]> = [
  ['/api/account', 'medium'],
  ['/api/account/basic', 'medium'],
  ['/api/account/contractinfo', 'medium'],
  ['/api/account/customerinfo', 'short'],
  ['/api/account/paymentinformation', 'medium'],
  ['/api/features', 'short'],
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
  ['/api/household/dashboardaddress', 'short'],
  ['/api/household/subscribeaddress', 'short'],
  ['/api/household/mayjoin', 'medium'],
  ['/api/household/registration', 'short'],
  ['/api/account/privacysettings', 'medium'],
  ['/api/orders/initial', 'short'],
  ['/api/orders/open', 'short'],
  ['/api/orders/open/any', 'short'],
  ['/api/orders/productOrderHistory', 'short'],
  ['/api/gdpr/availability', 'short'],
  ['/api/postponepayment', 'short'],
  ['/api/products/internet', 'short'],
  ['/api/products/voip', 'short'],
  ['/api/products/wifiextender', 'short'],
  ['/api/products/tv', 'short'],
  ['/api/products/recording', 'short'],
  ['/api/products/available', 'short'],
  ['/api/settopboxes/info', 'long'],
  ['/api/fsecure/customer', 'short'],
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
  ['/api/vouchers', 'short'],
  ['/api/content/cms', 'short'],
  ['/api/AddressLookup/*/*', 'short'],
  ['/api/optout/v2/*', 'medium'],
  ['/api/orders/completed/*/*', 'short'],
  ['/api/orders/*', 'short'],
  ['/api/voipsettings/checknetcode/*/*', 'medium'],
  ['/api/transfer/reference/*', 'medium'],
  ['/api/credits/*', 'medium'],
  ['/api/shippinglabel/*', 'short'],
];

const PRODUCT_CHANGE = PRODUCT_CHANGE_CLEARS;

/**
 * Writes that change what other GETs return. A write always clears its own path; these rows name
 * the related GETs it clears as well (spec §7.3 "writes to related endpoints clear matching entries").
 */
export const WRITE_CLEARS: ReadonlyArray<readonly [write: string, clears: readonly string[]]> = [
  ['/api/account/paymentinformation', ['/api/invoices/**']],
  [
    '/api/account/setPrimaryEmailAdress',
    ['/api/account', '/api/account/basic', '/api/account/customerinfo'],
  ],
  ['/api/account/setPhoneNumbers', ['/api/account', '/api/account/customerinfo']],
  ['/api/installmentplan', ['/api/installmentplan/**', '/api/invoices', '/api/invoices/**']],
  ['/api/remotemechanic', ['/api/remotemechanic/open']],
  ['/api/household/subscribe', ['/api/household/**']],
  ['/api/household/unsubscribe', ['/api/household/**']],
  ['/api/optout/v2', ['/api/optout/v2/*']],
  ['/api/orders/shippingaddress', ['/api/orders/**']],
  ['/api/postponepayment', ['/api/invoices', '/api/invoices/**']],
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
  ['/api/transfer', ['/api/transfer/**', '/api/converged']],
  ['/api/transfer/reference/*', ['/api/transfer/**', '/api/transfer', '/api/converged']],
  [
    '/api/networkmigration/preorder',
    ['/api/changeoffer/networkmigration', '/api/orders/**', '/api/subscription'],
  ],
  [
    '/api/networkmigration',
    ['/api/changeoffer/networkmigration', '/api/orders/**', '/api/subscription'],
  ],
  ['/api/move', ['/api/move/address', '/api/orders/**']],
  [
    '/api/vouchers/apply',
    ['/api/vouchers', '/api/subscription', '/api/orders/**', '/api/products/**'],
  ],
  [
    '/api/vouchers/unapply',
    ['/api/vouchers', '/api/subscription', '/api/orders/**', '/api/products/**'],
  ],
];
