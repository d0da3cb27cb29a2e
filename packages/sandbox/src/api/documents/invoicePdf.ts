import type { Invoice } from '@vonk/domain/contract';
import { SANDBOX_NOTICE, simplePdf } from './simplePdf.ts';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

export function invoicePdf(invoice: Invoice): Uint8Array<ArrayBuffer> {
  return simplePdf([
    `Factuur ${invoice.invoiceNumber}`,
    `Factuurdatum: ${invoice.invoiceDate}`,
    `Vervaldatum: ${invoice.dueDate}`,
    `Bedrag: ${euro.format(invoice.amount)}`,
    SANDBOX_NOTICE,
  ]);
}
