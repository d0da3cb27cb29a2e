import { describe, expect, it } from 'vitest';
import { TTL_SECONDS } from '../endpoint/ttl.ts';
import { ttlClassFor, ttlFor } from '../contract/ttlTable.ts';

describe('TTL classes (spec §7.3)', () => {
  it('are 30, 300 and 3000 seconds', () => {
    expect(TTL_SECONDS).toEqual({ short: 30, medium: 300, long: 3000 });
  });

  it.each([
    // 300 s
    ['/api/account', 300],
    ['/api/account/basic', 300],
    ['/api/account/contractinfo', 300],
    ['/api/account/privacysettings', 300],
    ['/api/account/paymentinformation', 300],
    ['/api/changeoffer/networkmigration?selectedInternetProduct=X&wishDate=2025-01-01', 300],
    ['/api/converged', 300],
    ['/api/credits', 300],
    ['/api/household/mayjoin', 300],
    ['/api/invoices', 300],
    ['/api/invoices/dunningstatus', 300],
    ['/api/invoices/openbalance', 300],
    ['/api/move/address', 300],
    ['/api/optout/v2/abc', 300],
    ['/api/outages/incidents', 300],
    ['/api/transfer', 300],
    ['/api/transfer/status', 300],
    ['/api/transfer/reference/OVS-1', 300],
    ['/api/credits/CR-1', 300],
    ['/api/tvsettings', 300],
    ['/api/usage/vod', 300],
    ['/api/usage/voip', 300],
    ['/api/voipsettings', 300],
    ['/api/voipsettings/checknetcode?phoneNumber=0201234567&postalCode=1234AB', 300],
    ['/api/voipsettings/checknetcode/0201234567/1234AB', 300],
    ['/api/entertainment/viaplay', 300],
    // 30 s
    ['/api/installmentplan', 30],
    ['/api/installmentplan/eligibility', 30],
    ['/api/installmentplan/proposal?terms=3', 30],
    ['/api/orders/initial', 30],
    ['/api/orders/open', 30],
    ['/api/orders/open/any', 30],
    ['/api/orders/completed/1/10', 30],
    ['/api/orders/ORD-1', 30],
    ['/api/orders/productOrderHistory?PartnerName=F-Secure', 30],
    ['/api/postponepayment', 30],
    ['/api/products/available?category=Tv', 30],
    ['/api/products/internet', 30],
    ['/api/products/recording', 30],
    ['/api/products/tv', 30],
    ['/api/products/tv?address.postalCode=1234AB&address.houseNumber=1', 30],
    ['/api/products/voip', 30],
    ['/api/products/wifiextender', 30],
    ['/api/remotemechanic/open', 30],
    ['/api/subscription', 30],
    ['/api/subscription/status', 30],
    // 3000 s
    ['/api/settopboxes/info', 3000],
    // not named by §7.3 → 30 s
    ['/api/features', 30],
    ['/api/account/customerinfo', 30],
    ['/api/account/agentactions', 30],
    ['/api/fsecure/customer', 30],
    ['/api/vouchers', 30],
    ['/api/gdpr/availability', 30],
    ['/api/AddressLookup/1234AB/1', 30],
    ['/api/household/dashboardaddress', 30],
    ['/api/household/subscribeaddress', 30],
    ['/api/household/registration', 30],
    ['/api/content/cms', 30],
    ['/api/shippinglabel/RET-1', 30],
  ])('%s → %i s', (url, seconds) => {
    expect(ttlFor(url)).toBe(seconds * 1000);
  });

  it('matches case-insensitively and ignores a trailing slash and origin', () => {
    expect(ttlClassFor('http://localhost:5173/API/SettopBoxes/Info/')).toBe('long');
  });
});
