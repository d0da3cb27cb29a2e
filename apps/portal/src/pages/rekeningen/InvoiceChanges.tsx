import { Link, Section, Stack, formatDateInText, formatEuro, formatMonth } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { Invoice, InvoiceChange, InvoiceDifference, InvoiceLink } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import type { MessageId } from '../../i18n/messages.ts';
import type { TextValues } from '../../i18n/textFormat.ts';

const euro = (cents: number) => formatEuro(cents / 100);

const ADDED: Record<InvoiceChange['group'], MessageId> = {
  MonthlyFees: 'invoices.changes.added.MonthlyFees',
  OneOffCosts: 'invoices.changes.added.OneOffCosts',
  Usage: 'invoices.changes.added.Usage',
  Discounts: 'invoices.changes.added.Discounts',
  Credits: 'invoices.changes.added.Credits',
};
const REMOVED: Record<InvoiceChange['group'], MessageId> = {
  MonthlyFees: 'invoices.changes.removed.MonthlyFees',
  OneOffCosts: 'invoices.changes.removed.OneOffCosts',
  Usage: 'invoices.changes.removed.Usage',
  Discounts: 'invoices.changes.removed.Discounts',
  Credits: 'invoices.changes.removed.Credits',
};

/** Where a change leads: the order, the credit or the usage that caused it. */
export function linkTarget(link: InvoiceLink): {
  href: string;
  text: MessageId;
  values: TextValues;
} {
  switch (link.kind) {
    case 'Order':
      return {
        href: routePaths.orderDetail.href({ orderId: link.orderId }),
        text: 'invoices.changes.toOrder',
        values: { orderId: link.orderId },
      };
    case 'Credit':
      return {
        href: routePaths.invoices.href({ tegoed: link.creditId }),
        text: 'invoices.changes.toCredit',
        values: { creditId: link.creditId },
      };
    case 'Usage':
      return link.usageKind === 'Voip'
        ? {
            href: routePaths.usageCalls.href({ maand: link.month }),
            text: 'invoices.changes.toCalls',
            values: { month: formatMonth(link.month) },
          }
        : { href: routePaths.usage.href(), text: 'invoices.changes.toUsage', values: {} };
  }
}

function useChangeText() {
  const t = useText();
  return (change: InvoiceChange) => {
    const { description, proration, link } = change;
    const values = {
      description,
      // Discounts and credits are said as what they take off: without a minus.
      amount: euro(Math.abs(change.currentCents)),
      previous: euro(Math.abs(change.previousCents)),
      days: proration?.days ?? 0,
      month: link?.kind === 'Usage' ? formatMonth(link.month) : '',
    };
    switch (change.reason) {
      case 'Added':
        return proration ? t('invoices.changes.prorated', values) : t(ADDED[change.group], values);
      case 'Removed':
        return t(REMOVED[change.group], values);
      case 'Prorated':
        return t('invoices.changes.proratedInstead', values);
      case 'FullPeriod':
        return t('invoices.changes.fullPeriod', values);
      case 'Amount':
        return t('invoices.changes.amount', values);
    }
  };
}

/**
 * "Waarom is deze rekening anders?" (issue #29, ADR 134): the difference with the previous
 * invoice in one sentence, then each change in words with what it adds or takes off, linked to
 * the order, usage or credit that caused it. A first invoice says there is nothing to compare.
 */
export function InvoiceChanges({
  difference,
  previous,
}: {
  difference: InvoiceDifference;
  /** The previous invoice, for its date; null for a first invoice. */
  previous: Invoice | null;
}) {
  const t = useText();
  const text = useChangeText();
  const { changes, differenceCents, previousTotalCents } = difference;
  const before =
    previous && previousTotalCents !== null
      ? `${euro(previousTotalCents)}, ${formatDateInText(previous.invoiceDate)}`
      : '';
  const summary =
    differenceCents === null || previousTotalCents === null
      ? t('invoices.changes.first')
      : changes.length === 0
        ? t('invoices.changes.same', { previous: before })
        : differenceCents > 0
          ? t('invoices.changes.higher', { difference: euro(differenceCents), previous: before })
          : differenceCents < 0
            ? t('invoices.changes.lower', { difference: euro(-differenceCents), previous: before })
            : t('invoices.changes.equal', { previous: before });
  return (
    <Section title={t('invoices.changes.title')}>
      <Stack gap="4">
        <p>{summary}</p>
        {changes.length > 0 && (
          <ul aria-label={t('invoices.changes.caption')}>
            {changes.map((change) => {
              const target = change.link && linkTarget(change.link);
              return (
                <li key={`${change.group}/${change.subject}`}>
                  <Stack gap="1">
                    <span>
                      {text(change)}{' '}
                      <strong>
                        (
                        {change.deltaCents > 0
                          ? t('invoices.changes.more', { amount: euro(change.deltaCents) })
                          : t('invoices.changes.less', { amount: euro(-change.deltaCents) })}
                        )
                      </strong>
                    </span>
                    {target && <Link href={target.href}>{t(target.text, target.values)}</Link>}
                  </Stack>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Section>
  );
}
