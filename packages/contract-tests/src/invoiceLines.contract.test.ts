import { ApiError, getRead, invoiceDifference, reads, toCents } from '@vonk/domain';
import type { InvoiceExplanation } from '@vonk/domain';
import { customerLogins, personas } from '@vonk/sandbox';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from './contractProblems.ts';
import { inProcessSandboxClient } from './inProcessSandboxClient.ts';

// GET /api/invoices/{id}/lines (ADR 134): every persona's every invoice has lines that add up to
// its amount, and names the invoice before it; an unknown id is a 404.

const sandbox = inProcessSandboxClient();
beforeAll(() => sandbox.reset());

const withInvoices = customerLogins.filter((login) => personas[login].billing.invoices.length);

describe.each(withInvoices)('contract: invoice lines of %s', (login) => {
  const client = sandbox.clientFor(login);
  const { invoices } = personas[login].billing;

  it.each(invoices.map((invoice) => [invoice.invoiceNumber, invoice] as const))(
    'invoice %s: its lines add up to its amount, the previous one is the one before it',
    async (_number, invoice) => {
      const answer = await client.getJson<InvoiceExplanation>(`/api/invoices/${invoice.id}/lines`);
      expect(contractProblems('invoiceLines', answer)).toEqual([]);
      expect(answer.invoiceId).toBe(invoice.id);
      const sum = answer.lines.reduce((total, line) => total + toCents(line.amount), 0);
      expect(sum).toBe(toCents(invoice.amount));
      const earlier = invoices
        .filter((other) => other.invoiceDate < invoice.invoiceDate)
        .sort((a, b) => b.invoiceDate.localeCompare(a.invoiceDate))[0];
      expect(answer.previous?.invoiceId ?? null).toBe(earlier?.id ?? null);
      if (answer.previous && earlier) {
        const before = answer.previous.lines.reduce((t, line) => t + toCents(line.amount), 0);
        expect(before).toBe(toCents(earlier.amount));
        // The domain's explanation adds up: the changes make the difference.
        const difference = invoiceDifference(answer);
        const changes = difference.changes.reduce((t, change) => t + change.deltaCents, 0);
        expect(changes).toBe(difference.differenceCents);
      }
    },
  );

  it('every cause names what exists: an order, a credit of the customer', async () => {
    const persona = personas[login];
    for (const invoice of invoices) {
      const { lines } = await getRead(client, reads.invoiceLines, { id: invoice.id });
      for (const { cause } of lines) {
        if (cause.kind === 'Order' || cause.kind === 'ProductChange')
          expect(persona.orders.map(({ id }) => id)).toContain(cause.orderId);
        if (cause.kind === 'Credit')
          expect(persona.credits.map(({ id }) => id)).toContain(cause.creditId);
      }
    }
  });
});

describe('contract: invoice lines of an unknown invoice', () => {
  it('is a 404', async () => {
    const error = await getRead(sandbox.clientFor('jan'), reads.invoiceLines, {
      id: 'inv-onbekend',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
  });
});

describe('contract: jan € 115,50 → € 130,45 (issue #29)', () => {
  it('is explained by the end of the renewal benefit, the credit and the usage', async () => {
    const answer = await getRead(sandbox.clientFor('jan'), reads.invoiceLines, {
      id: 'inv-2026100001',
    });
    const { differenceCents, changes } = invoiceDifference(answer);
    expect(differenceCents).toBe(1495);
    expect(changes.map(({ subject, reason, deltaCents }) => [subject, reason, deltaCents])).toEqual(
      [
        ['Ziggo Sport Totaal', 'FullPeriod', 698],
        ['Voip', 'Removed', -1104],
        ['Vod', 'Removed', -599],
        ['CR-1001', 'Removed', 2500],
      ],
    );
  });
});
