import type { ApiClient } from '../client/createApiClient.ts';
import { sendWrite } from '../client/descriptors.ts';
import { voucherWrites } from './paths.ts';
import type { VoucherResult } from './schema.ts';

/** POST /api/vouchers/apply {voucherCode}; clears the voucher list, subscription, orders, products. */
export function applyVoucher(client: ApiClient, voucherCode: string): Promise<VoucherResult> {
  return sendWrite(client, voucherWrites.applyVoucher, { voucherCode });
}

/** POST /api/vouchers/unapply {voucherCode}. */
export function unapplyVoucher(client: ApiClient, voucherCode: string): Promise<VoucherResult> {
  return sendWrite(client, voucherWrites.unapplyVoucher, { voucherCode });
}
