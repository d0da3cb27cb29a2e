import {
  Button,
  Link,
  Stack,
  StatusTag,
  VisuallyHidden,
  formatDateInText,
  formatTime,
} from '@vonk/ui';
import { routePaths, withdrawalPeriod } from '@vonk/domain';
import type { Order, OrderWithdrawal as Withdrawal } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import sharedMessages from '../../i18n/compiled/shared/pages/bestellingen/WithdrawalFunction.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// Texts it shares with other pages (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * The withdrawal function of one order (CRD art. 11a, ADR 130), where the order is shown (its
 * tracker, its page, /abonnementen): while the domain says it is within its period (ADR 130),
 * "Overeenkomst hier herroepen" with until when; once withdrawn, that and what happens next.
 * Nothing otherwise.
 */
export function WithdrawalFunction({ order }: { order: Order }) {
  const t = useText();
  const { today = () => new Date() } = usePortal();
  const period = withdrawalPeriod(order, today());
  if (period.kind === 'withdrawn')
    return <WithdrawnOrder order={order} withdrawal={period.withdrawal} />;
  if (period.kind === 'closed') return null;
  return (
    <Stack
      gap="2"
      data-withdrawal={period.kind === 'open' && period.lastDayToday ? 'lastDay' : period.kind}
    >
      <p>
        {period.kind === 'beforeDelivery'
          ? t('withdrawal.beforeDelivery')
          : period.lastDayToday
            ? t('withdrawal.lastDay', { date: formatDateInText(period.lastDay) })
            : t('withdrawal.until', { date: formatDateInText(period.lastDay) })}
      </p>
      <div>
        <Button href={routePaths.orderWithdrawal.href({ orderId: order.id })} variant="secondary">
          {t('withdrawal.action')}{' '}
          <VisuallyHidden>{t('withdrawal.actionOrder', { id: order.id })}</VisuallyHidden>
        </Button>
      </div>
    </Stack>
  );
}

/** A withdrawn order: when, what happens next, and its receipt. */
function WithdrawnOrder({ order, withdrawal }: { order: Order; withdrawal: Withdrawal }) {
  const t = useText();
  return (
    <Stack gap="2" data-withdrawal="withdrawn">
      <p>
        <StatusTag tone="neutral">{t('withdrawal.withdrawn.tag')}</StatusTag>{' '}
        {t('withdrawal.withdrawn.body', {
          date: formatDateInText(withdrawal.receivedAt),
          time: formatTime(withdrawal.receivedAt),
        })}
      </p>
      <WithdrawalNextSteps withdrawal={withdrawal} />
      <Link href={routePaths.orderWithdrawal.href({ orderId: order.id, stap: 'ontvangen' })}>
        {t('withdrawal.withdrawn.receipt')}
      </Link>
    </Stack>
  );
}

/** What happens after a withdrawal: equipment back with its label, the refund on an invoice. */
export function WithdrawalNextSteps({ withdrawal }: { withdrawal: Withdrawal }) {
  const t = useText();
  return (
    <ul>
      {withdrawal.returnLabelReference && (
        <li>
          {t('withdrawal.next.return')}{' '}
          <Link href={routePaths.returnLabel.href({ referentie: withdrawal.returnLabelReference })}>
            {t('withdrawal.next.returnLink')}
          </Link>
        </li>
      )}
      {withdrawal.refundOnNextInvoice && <li>{t('withdrawal.next.refund')}</li>}
    </ul>
  );
}
