import { Hono } from 'hono';
import type { PostponePaymentStatus } from '@vonk/domain/contract';
import type { CustomerPersona } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';

const POSTPONE_DAYS = 14;

function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Only an open invoice that is not yet overdue can move, once, by two weeks. */
function statusOf({ billing }: CustomerPersona): PostponePaymentStatus {
  const invoice = billing.invoices.find((candidate) => candidate.status === 'Open');
  if (!invoice)
    return { possible: false, invoiceId: null, newDueDate: null, alreadyPostponed: false };
  const alreadyPostponed = billing.postponedInvoiceIds.includes(invoice.id);
  return {
    possible: !alreadyPostponed && !billing.dunning.inDunning,
    invoiceId: invoice.id,
    newDueDate: alreadyPostponed ? invoice.dueDate : addDays(invoice.dueDate, POSTPONE_DAYS),
    alreadyPostponed,
  };
}

/** /api/postponepayment: ask for more time to pay the open invoice (spec §7.2: POST answers true). */
export function postponePaymentRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(statusOf(c.get('persona'))))
    .post('/', (c) => {
      const persona = c.get('persona');
      const status = statusOf(persona);
      const invoice = persona.billing.invoices.find(
        (candidate) => candidate.id === status.invoiceId,
      );
      if (!status.possible || !invoice || !status.newDueDate) return c.json(false);
      invoice.dueDate = status.newDueDate;
      persona.billing.postponedInvoiceIds.push(invoice.id);
      return c.json(true);
    });
}
