import { Hono } from 'hono';
import type { DunningStatus, Invoice, OpenBalance } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { invoicePdf } from '../documents/invoicePdf.ts';

/** /api/invoices: invoices, open balance, dunning status and PDFs (spec §7.2). */
export function invoiceRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').billing.invoices satisfies Invoice[]))
    .get('/openbalance', (c) => c.json(c.get('persona').billing.openBalance satisfies OpenBalance))
    .get('/dunningstatus', (c) => c.json(c.get('persona').billing.dunning satisfies DunningStatus))
    .get('/pdf/:id', (c) => {
      const invoice = c.get('persona').billing.invoices.find((candidate) => candidate.id === c.req.param('id'));
      if (!invoice) return c.json({ message: 'Invoice not found.' }, 404);
      return c.body(invoicePdf(invoice), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="factuur-${invoice.invoiceNumber}.pdf"`,
      });
    });
}
