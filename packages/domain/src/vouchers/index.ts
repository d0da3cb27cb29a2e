export { applyVoucher, unapplyVoucher } from './applyVoucher.ts';
export {
  PRODUCT_VOUCHER_TEXTS,
  PRODUCT_VOUCHERS,
  productVoucher,
  VOUCHER_FIELD,
  voucherCode,
  voucherDiscount,
} from './rules.ts';
export type { ProductVoucher, ProductVoucherProblem, VoucherCodeProblem } from './rules.ts';
