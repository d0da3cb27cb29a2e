import { Hono } from 'hono';
import type { AppliedVoucher, VoucherResult } from '@vonk/domain/contract';
import {
  appliedVoucher,
  checkVoucher,
  VOUCHER_ALREADY_USED,
  VOUCHER_TEXTS,
  voucherCode,
} from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

const refused = (message: string): VoucherResult => ({ success: false, message, voucher: null });

/** A code as typed codes are sent (upper case, no spaces); as typed when it is no code at all. */
const normalised = (typed: string) => {
  const code = voucherCode(typed);
  return code.ok ? code.value : typed;
};

/**
 * /api/vouchers (spec §7.2): apply and unapply a voucher code; GET lists the applied ones. A code
 * is checked by the contract's one voucher check (ADR 123), as an add's `voucherName` is.
 */
export function voucherRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').vouchers satisfies AppliedVoucher[]))
    .post('/apply', async (c) => {
      const today = new Date().toISOString().slice(0, 10);
      const result = checkVoucher(
        bodyOf(c, 'applyVoucher').voucherCode,
        { on: 'subscription' },
        today,
      );
      if (!result.ok) return c.json(refused(VOUCHER_TEXTS[result.error]('')));
      const applied = c.get('persona').vouchers;
      if (applied.some((candidate) => candidate.voucherCode === result.value.code))
        return c.json(refused(VOUCHER_ALREADY_USED));
      const voucher = appliedVoucher(result.value);
      applied.push(voucher);
      return c.json({ success: true, voucher } satisfies VoucherResult);
    })
    .post('/unapply', async (c) => {
      const code = normalised(bodyOf(c, 'unapplyVoucher').voucherCode);
      const persona = c.get('persona');
      const voucher = persona.vouchers.find((candidate) => candidate.voucherCode === code) ?? null;
      if (!voucher) return c.json(refused('Deze kortingscode is niet gebruikt.'));
      persona.vouchers = persona.vouchers.filter((candidate) => candidate !== voucher);
      return c.json({ success: true, voucher } satisfies VoucherResult);
    });
}
