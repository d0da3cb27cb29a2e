export { useVouchers } from './useVouchers.ts';
export { applyVoucher, unapplyVoucher } from './applyVoucher.ts';
export { voucherCode } from './rules.ts';
export type { VoucherCodeProblem } from './rules.ts';
