import { Alert } from '@vonk/ui';
import { formatDateInText } from '@vonk/ui';
import type { Order, WithdrawalPeriod } from '@vonk/domain';
import type { MessageId } from '../../../i18n/messages.ts';
import { useText } from '../../../i18n/useText.ts';

const REASON_TEXTS = {
  expired: 'withdrawal.closed.expired',
  cancelled: 'withdrawal.closed.cancelled',
  notAContract: 'withdrawal.closed.notAContract',
  fullyPerformed: 'withdrawal.closed.fullyPerformed',
} as const satisfies Record<Extract<WithdrawalPeriod, { kind: 'closed' }>['reason'], MessageId>;

/** An order the domain says cannot be withdrawn (ADR 130), reached by an old link: why not. */
export function WithdrawalClosed({
  order,
  period,
}: {
  order: Order;
  period: Extract<WithdrawalPeriod, { kind: 'closed' }>;
}) {
  const t = useText();
  return (
    <Alert tone="info" title={t('withdrawal.closed.title')} data-order={order.id}>
      {t(REASON_TEXTS[period.reason], {
        date: period.lastDay ? formatDateInText(period.lastDay) : '',
      })}
    </Alert>
  );
}
