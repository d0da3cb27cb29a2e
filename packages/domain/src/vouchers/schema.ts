import { z } from 'zod/mini';

/** POST /api/vouchers/apply and /api/vouchers/unapply body. */
export const VoucherRequest = z.strictObject({ voucherCode: z.string() });
export type VoucherRequest = z.infer<typeof VoucherRequest>;

export const AppliedVoucher = z.strictObject({
  voucherCode: z.string(),
  description: z.string(),
  discountPercentage: z.number(),
  months: z.number(),
});
export type AppliedVoucher = z.infer<typeof AppliedVoucher>;

/** Answer of both voucher writes; GET /api/vouchers lists the applied ones. */
export const VoucherResult = z.strictObject({
  success: z.boolean(),
  message: z.optional(z.string()),
  voucher: z.nullable(AppliedVoucher),
});
export type VoucherResult = z.infer<typeof VoucherResult>;

export const voucherSchemas = {
  reads: { vouchers: z.array(AppliedVoucher) },
  writes: {
    applyVoucher: { body: VoucherRequest, result: VoucherResult },
    unapplyVoucher: { body: VoucherRequest, result: VoucherResult },
  },
};
