import { Hono } from 'hono';
import type { AppliedVoucher, VoucherResult } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';
import { knownVouchers } from '../../personas/vouchers.ts';

/** /api/vouchers (spec §7.2): apply and unapply a voucher code; GET lists the applied ones. */
export function voucherRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').vouchers satisfies AppliedVoucher[]))
    .post('/apply', async (c) => {
      const code = bodyOf(c, 'applyVoucher').voucherCode.trim().toUpperCase();
      const voucher = knownVouchers.find((candidate) => candidate.voucherCode === code);
      const applied = c.get('persona').vouchers;
      if (!voucher)
        return c.json({
          success: false,
          message: 'Deze kortingscode bestaat niet.',
          voucher: null,
        } satisfies VoucherResult);
      if (applied.some((candidate) => candidate.voucherCode === code)) {
        return c.json({
          success: false,
          message: 'Deze kortingscode heb je al gebruikt.',
          voucher: null,
        } satisfies VoucherResult);
      }
      applied.push({ ...voucher });
      return c.json({ success: true, voucher } satisfies VoucherResult);
    })
    .post('/unapply', async (c) => {
      const code = bodyOf(c, 'unapplyVoucher').voucherCode.trim().toUpperCase();
      const persona = c.get('persona');
      const voucher = persona.vouchers.find((candidate) => candidate.voucherCode === code) ?? null;
      if (!voucher)
        return c.json({
          success: false,
          message: 'Deze kortingscode is niet gebruikt.',
          voucher: null,
        } satisfies VoucherResult);
      persona.vouchers = persona.vouchers.filter((candidate) => candidate !== voucher);
      return c.json({ success: true, voucher } satisfies VoucherResult);
    });
}
