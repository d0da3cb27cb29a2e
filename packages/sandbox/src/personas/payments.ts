import type { Invoice, PaymentStatus } from '@vonk/domain/contract';
import { PAYMENT_ID_PLACEHOLDER } from '@vonk/domain/contract';
import sandboxConfig from '../../sandbox.config.json' with { type: 'json' };
import type { SandboxPayment } from './types.ts';

const PORTAL = `http://${sandboxConfig.host}:${sandboxConfig.portalPort}`;

/**
 * An iDEAL payment already made for `invoice` (ADR 136), as a fixture: stories and the contract
 * tests read each status without playing the bank first. Returns to /rekeningen?betaling=.
 */
export function payment(
  paymentId: string,
  invoice: Pick<Invoice, 'id' | 'amount'>,
  status: PaymentStatus,
): SandboxPayment {
  return {
    paymentId,
    invoiceId: invoice.id,
    amount: invoice.amount,
    status,
    returnUrl: `${PORTAL}/rekeningen?betaling=${encodeURIComponent(PAYMENT_ID_PLACEHOLDER)}`,
  };
}
