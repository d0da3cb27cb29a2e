import { read, returns, write } from '../contract/endpoint.ts';
import type { AppliedVoucher, VoucherRequest, VoucherResult } from './schema.ts';

/** Not in the spec's TTL table: 30 s. */
export const voucherReads = {
  vouchers: read('/api/vouchers', 'short', returns<AppliedVoucher[]>()),
};

const clears = ['/api/vouchers', '/api/subscription', '/api/orders/**', '/api/products/**'];

export const voucherWrites = {
  applyVoucher: write<VoucherRequest, VoucherResult>('POST', '/api/vouchers/apply', {
    tracking: { category: 'SS - Kortingscode', label: 'Kortingscode toevoegen' },
    clears,
  }),
  unapplyVoucher: write<VoucherRequest, VoucherResult>('POST', '/api/vouchers/unapply', {
    tracking: { category: 'SS - Kortingscode', label: 'Kortingscode verwijderen' },
    clears,
  }),
};
