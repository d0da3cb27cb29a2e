import type { AppliedVoucher } from '@vonk/domain/contract';
import { appliedVoucher, VOUCHERS } from '@vonk/domain/contract';

/** A subscription voucher of the contract's one catalogue (ADR 123), as GET /api/vouchers lists it. */
export function applied(code: string): AppliedVoucher {
  const voucher = VOUCHERS.find((candidate) => candidate.code === code);
  if (!voucher || voucher.appliesTo !== 'subscription')
    throw new Error(`No subscription voucher ${code}`);
  return appliedVoucher(voucher);
}
