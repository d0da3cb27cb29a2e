import { write } from '../endpoint/endpoint.ts';
import type { VoucherRequest, VoucherResult } from './schema.ts';

/** What a voucher changes: the vouchers, the subscription, orders and product lists (spec §7.3). */
const VOUCHER_CLEARS = ['/api/vouchers', '/api/subscription', '/api/orders/**', '/api/products/**'];

export const voucherWrites = {
  applyVoucher: write<VoucherRequest, VoucherResult>('POST', '/api/vouchers/apply', {
    clears: VOUCHER_CLEARS,
    tracking: { category: 'SS - Kortingscode', label: 'Kortingscode toevoegen' },
  }),
  unapplyVoucher: write<VoucherRequest, VoucherResult>('POST', '/api/vouchers/unapply', {
    clears: VOUCHER_CLEARS,
    tracking: { category: 'SS - Kortingscode', label: 'Kortingscode verwijderen' },
  }),
};
