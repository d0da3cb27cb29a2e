import { Link, Section, formatDateInText, formatEuro } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { Invoice, OutageCompensation as Compensation } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/**
 * What an outage earned the customer and where it lands (issue #29): the credit, and the invoice
 * it is set off on or "the next invoice", each linked. Nothing without a compensation.
 */
export function OutageCompensation({
  compensation,
  invoices,
  headingLevel = 3,
}: {
  compensation: Compensation;
  invoices: readonly Invoice[];
  headingLevel?: 3 | 4;
}) {
  const t = useText();
  if (compensation.kind === 'none') return null;
  const amount = formatEuro(compensation.amount);
  const credit = routePaths.invoices.href({ tegoed: compensation.creditId });
  const invoice =
    compensation.kind === 'settled'
      ? invoices.find((candidate) => candidate.id === compensation.invoiceId)
      : undefined;
  return (
    <Section title={t('outages.compensation.title')} headingLevel={headingLevel}>
      <p>
        {compensation.kind === 'pending'
          ? t('outages.compensation.pending', { amount })
          : invoice
            ? t('outages.compensation.settled', {
                amount,
                date: formatDateInText(invoice.invoiceDate),
              })
            : t('outages.compensation.settledEarlier', { amount })}
      </p>
      <ul>
        <li>
          <Link href={credit}>{t('outages.compensation.credit', { amount })}</Link>
        </li>
        {compensation.kind === 'settled' && (
          <li>
            <Link href={routePaths.invoiceDetail.href({ invoiceId: compensation.invoiceId })}>
              {invoice
                ? t('outages.compensation.invoice', { number: invoice.invoiceNumber })
                : t('outages.compensation.invoiceUnknown')}
            </Link>
          </li>
        )}
      </ul>
    </Section>
  );
}
