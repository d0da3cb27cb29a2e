import { Link, formatDateInText } from '@vonk/ui';
import { routePaths, usageInvoice } from '@vonk/domain';
import type { Invoice } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/**
 * The invoice a month's costs outside the bundle are on, as a link to it (issue #29), or that
 * they come on the next invoice. Which invoice is the domain's `usageInvoice`.
 */
export function UsageInvoiceLink({
  invoices,
  month,
}: {
  invoices: readonly Invoice[];
  /** `YYYY-MM`. */
  month: string;
}) {
  const t = useText();
  const invoice = usageInvoice(invoices, month);
  return invoice ? (
    <Link href={routePaths.invoiceDetail.href({ invoiceId: invoice.id })}>
      {t('usage.onInvoice', { date: formatDateInText(invoice.invoiceDate) })}
    </Link>
  ) : (
    <span>{t('usage.notInvoiced')}</span>
  );
}
