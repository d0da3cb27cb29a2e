import type { ApiClient } from '../client/createApiClient.ts';
import type { VoucherResult } from '../contract/index.ts';

/** POST /api/vouchers/apply {voucherCode}; clears the voucher list, subscription, orders, products. */
export function applyVoucher(client: ApiClient, voucherCode: string): Promise<VoucherResult> {
  return client.send<VoucherResult>('POST', '/api/vouchers/apply', { voucherCode });
}

/** POST /api/vouchers/unapply {voucherCode}. */
export function unapplyVoucher(client: ApiClient, voucherCode: string): Promise<VoucherResult> {
  return client.send<VoucherResult>('POST', '/api/vouchers/unapply', { voucherCode });
}
