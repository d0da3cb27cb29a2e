export { applyVoucher, unapplyVoucher } from './applyVoucher.ts';
export {
  appliedVoucher,
  checkVoucher,
  VOUCHER_ALREADY_USED,
  VOUCHER_FIELD,
  VOUCHER_TEXTS,
  voucherCode,
  voucherDiscount,
  VOUCHERS,
} from './rules.ts';
export type { Voucher, VoucherCodeProblem, VoucherProblem, VoucherUse } from './rules.ts';
