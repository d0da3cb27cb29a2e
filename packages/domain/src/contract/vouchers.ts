import type { WriteResult } from './common.ts';

/** POST /api/vouchers/apply and /api/vouchers/unapply body. */
export interface VoucherRequest {
  voucherCode: string;
}

export interface AppliedVoucher {
  voucherCode: string;
  description: string;
  discountPercentage: number;
  months: number;
}

/** Answer of both voucher writes; GET /api/vouchers lists the applied ones. */
export interface VoucherResult extends WriteResult {
  voucher: AppliedVoucher | null;
}
