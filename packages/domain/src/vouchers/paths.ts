import { write } from '../contract/endpoint.ts';
import type { VoucherRequest, VoucherResult } from './schema.ts';

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
