import type { Invoice } from '@vonk/domain/contract';
import { SANDBOX_NOTICE, simplePdf } from './simplePdf.ts';

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * Large print (issue #30, ADR 142): 18 pt on 27 pt lines, the size large-print guidance asks for
 * (16 to 18 pt, sans serif), where the standard invoice has 14 pt.
 */
export const LARGE_PRINT_PT = 18;

export function invoicePdf(
  invoice: Invoice,
  { largePrint = false }: { largePrint?: boolean } = {},
): Uint8Array<ArrayBuffer> {
  const title = `Factuur ${invoice.invoiceNumber}`;
  return simplePdf(
    [
      largePrint ? `${title} (grote letters)` : title,
      `Factuurdatum: ${invoice.invoiceDate}`,
      `Vervaldatum: ${invoice.dueDate}`,
      `Bedrag: ${euro.format(invoice.amount)}`,
      SANDBOX_NOTICE,
    ],
    largePrint ? { fontSize: LARGE_PRINT_PT, title: `${title} in grote letters` } : {},
  );
}
