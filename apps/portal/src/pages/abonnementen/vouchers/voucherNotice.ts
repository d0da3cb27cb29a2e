import type { AppliedVoucher } from '@vonk/domain';

/**
 * The last voucher write that went through, said where the customer acted (issue #26): an apply
 * at the form, a removal at the list (its item is gone). One at a time: starting either write
 * clears the other's, so "toegepast" never stays beside a code that was taken off.
 */
export type VoucherNotice = { kind: 'applied' | 'removed'; voucher: AppliedVoucher } | null;
