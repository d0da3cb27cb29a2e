import type { AppliedVoucher } from '@vonk/domain/contract';

/** Codes the sandbox accepts (POST /api/vouchers/apply); anything else is unknown. */
export const knownVouchers: readonly AppliedVoucher[] = [
  {
    voucherCode: 'WELKOM2026',
    description: '3 maanden 50% korting op internet',
    discountPercentage: 50,
    months: 3,
  },
  { voucherCode: 'VONK10', description: '1 jaar 10% korting', discountPercentage: 10, months: 12 },
];
