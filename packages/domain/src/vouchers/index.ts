export { useVouchers } from './useVouchers.ts';
export { applyVoucher, unapplyVoucher } from './applyVoucher.ts';
