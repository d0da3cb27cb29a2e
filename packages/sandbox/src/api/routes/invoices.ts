import { Hono } from 'hono';
import type {
  DunningStatus,
  Invoice,
  InvoiceExplanation,
  OpenBalance,
} from '@vonk/domain/contract';
import { invoiceLinesOf, previousInvoice } from '../../personas/invoiceLines.ts';
import type { ApiEnv } from '../types.ts';
import { invoicePdf } from '../documents/invoicePdf.ts';
import { zip } from '../documents/zip.ts';

/** /api/invoices: invoices, open balance, dunning status and PDFs (spec §7.2). */
export function invoiceRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').billing.invoices satisfies Invoice[]))
    .get('/openbalance', (c) => c.json(c.get('persona').billing.openBalance satisfies OpenBalance))
    .get('/dunningstatus', (c) => c.json(c.get('persona').billing.dunning satisfies DunningStatus))
    .get('/:id/lines', (c) => {
      // One invoice's lines and the previous one's (ADR 134).
      const persona = c.get('persona');
      const { invoices } = persona.billing;
      const invoice = invoices.find((candidate) => candidate.id === c.req.param('id'));
      if (!invoice) return c.json({ message: 'Invoice not found.' }, 404);
      const previous = previousInvoice(invoices, invoice);
      return c.json({
        invoiceId: invoice.id,
        lines: invoiceLinesOf(persona, invoice),
        previous: previous && { invoiceId: previous.id, lines: invoiceLinesOf(persona, previous) },
      } satisfies InvoiceExplanation);
    })
    .get('/pdf', (c) => {
      // Several invoices at once, as a repeated query parameter (spec §9): ?invoiceIds=a&invoiceIds=b
      const ids = c.req.queries('invoiceIds') ?? [];
      const largePrint = c.get('persona').displayPreferences?.largePrintInvoices === true;
      const invoices = c
        .get('persona')
        .billing.invoices.filter((invoice) => ids.includes(invoice.id));
      if (!ids.length) return c.json({ message: 'Give one or more invoiceIds.' }, 400);
      if (invoices.length !== new Set(ids).size)
        return c.json({ message: 'Invoice not found.' }, 404);
      const files = invoices.map((invoice) => ({
        name: `factuur-${invoice.invoiceNumber}.pdf`,
        data: invoicePdf(invoice, { largePrint }),
      }));
      return c.body(zip(files), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="facturen.zip"',
      });
    })
    .get('/pdf/:id', (c) => {
      const invoice = c
        .get('persona')
        .billing.invoices.find((candidate) => candidate.id === c.req.param('id'));
      if (!invoice) return c.json({ message: 'Invoice not found.' }, 404);
      // Issue #30 (ADR 142): the customer's own choice decides, on every device and channel.
      const largePrint = c.get('persona').displayPreferences?.largePrintInvoices === true;
      return c.body(invoicePdf(invoice, { largePrint }), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="factuur-${invoice.invoiceNumber}.pdf"`,
      });
    });
}
