import { describe, expect, it } from 'vitest';
import { clearedBy } from '../cache/clearedBy.ts';
import { matchPath } from '../endpoint/matchPath.ts';
import { writes } from './writes.ts';

/** The `clears` of the one write descriptor whose pattern `url` matches. */
function clearsOf(url: string): readonly string[] {
  const matching = Object.values(writes).filter((write) => matchPath(write.pattern, url));
  expect(matching, `writes matching ${url}`).toHaveLength(1);
  return matching[0]!.clears;
}

describe('what a write clears (spec §7.2: its URL; §7.3: and the related entries it names)', () => {
  it.each([
    ['/api/account/privacysettings', '/api/account/privacysettings', true],
    ['/api/account/privacysettings', '/api/account', false],
    ['/api/account/preferences', '/api/account/preferences', true],
    ['/api/account/preferences', '/api/invoices', false],
    ['/api/account/paymentinformation', '/api/account/paymentinformation', true],
    ['/api/account/paymentinformation', '/api/invoices/openbalance', true],
    // ADR 128: asking for a new login name changes only what waits; the link changes the account.
    ['/api/account/setPrimaryEmailAdress', '/api/account/primaryEmailChange', true],
    ['/api/account/setPrimaryEmailAdress', '/api/account', false],
    ['/api/account/primaryEmailChange/cancel', '/api/account/primaryEmailChange', true],
    ['/api/account/primaryEmailChange/resend', '/api/account/primaryEmailChange', true],
    ['/api/account/primaryEmailChange/verify', '/api/account', true],
    ['/api/account/primaryEmailChange/verify', '/api/account/basic', true],
    ['/api/account/primaryEmailChange/verify', '/api/account/customerinfo', true],
    ['/api/account/setPhoneNumbers', '/api/account', true],
    ['/api/products/add', '/api/subscription', true],
    ['/api/products/modify', '/api/subscription/status', true],
    ['/api/products/cease', '/api/orders/open', true],
    ['/api/products/tv', '/api/products/tv?address.postalCode=1234AB', true],
    ['/api/orders/shippingaddress', '/api/orders/ORD-1', true],
    ['/api/orders/ORD-1/withdrawal', '/api/orders/open', true],
    ['/api/orders/ORD-1/withdrawal', '/api/subscription', true],
    ['/api/orders/ORD-1/withdrawal', '/api/invoices', false],
    ['/api/voipsettings/numberblocking', '/api/voipsettings', true],
    ['/api/installmentplan', '/api/installmentplan/eligibility', true],
    ['/api/invoices/inv-1/payment', '/api/invoices', true],
    ['/api/invoices/inv-1/payment', '/api/invoices/dunningstatus', true],
    ['/api/invoices/inv-1/payment', '/api/account', false],
    ['/api/installmentplan', '/api/installmentplan/proposal?terms=3', true],
    ['/api/household/subscribe', '/api/household/mayjoin', true],
    ['/api/remotemechanic', '/api/remotemechanic/open', true],
    ['/api/optout/v2', '/api/optout/v2/abc', true],
    ['/api/transfer/reference/OVS-1', '/api/converged', true],
    ['/api/transfer/reference/OVS-1', '/api/transfer/status', true],
    ['/api/transfer', '/api/transfer/status', true],
    ['/api/transfer', '/api/converged', true],
    ['/api/networkmigration', '/api/changeoffer/networkmigration?wishDate=2026-12-01', true],
    ['/api/networkmigration/preorder', '/api/changeoffer/networkmigration', true],
    ['/api/networkmigration', '/api/orders/open', true],
    ['/api/move', '/api/move/address', true],
    ['/api/move', '/api/orders/open', true],
    ['/api/vouchers/apply', '/api/vouchers', true],
    ['/api/vouchers/unapply', '/api/products/internet', true],
    ['/api/products/tv', '/api/settopboxes/info', true],
    ['/api/products/add', '/api/fsecure/customer', true],
    ['/api/products/add', '/api/entertainment/viaplay', true],
    ['/api/tvsettings', '/api/tvsettings', true],
    ['/api/tvsettings', '/api/settopboxes/info', false],
    ['/api/products/add', '/api/account', false],
    ['/api/household/subscribe', '/api/invoices', false],
  ])('write %s clears %s: %s', (write, cached, expected) => {
    expect(clearedBy(write, clearsOf(write))(cached)).toBe(expected);
  });
});
