import { write } from '../endpoint/endpoint.ts';
import type { VoucherRequest, VoucherResult } from './schema.ts';

export const voucherWrites = {
  applyVoucher: write<VoucherRequest, VoucherResult>('POST', '/api/vouchers/apply', {
    tracking: { category: 'SS - Kortingscode', label: 'Kortingscode toevoegen' },
  }),
  unapplyVoucher: write<VoucherRequest, VoucherResult>('POST', '/api/vouchers/unapply', {
    tracking: { category: 'SS - Kortingscode', label: 'Kortingscode verwijderen' },
  }),
};
