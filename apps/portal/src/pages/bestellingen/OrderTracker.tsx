import { Tracker, formatDateInText } from '@vonk/ui';
import { orderSteps } from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { ORDER_STEP_TEXTS } from './orderTexts.ts';
import { WithdrawalFunction } from './WithdrawalFunction.tsx';
import sharedMessages from '../../i18n/compiled/shared/pages/bestellingen/OrderTracker.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// Texts it shares with other pages and sections (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * The one tracker every order shows (ADR 038): the domain's steps in words, with their dates.
 * Other screens (/bestellingen/thuis, a move, a switch) show an order's progress through this,
 * and with it the order's withdrawal function while the order may be withdrawn (ADR 130).
 */
export function OrderTracker({ order }: { order: Order }) {
  const t = useText();
  return (
    <>
      <Tracker
        aria-label={t('orders.tracker.label', { id: order.id })}
        steps={orderSteps(order).map((step) => {
          const date = step.date ? formatDateInText(step.date) : undefined;
          return {
            id: step.id,
            label: t(ORDER_STEP_TEXTS[step.id]),
            state: step.state,
            tone: step.id === 'cancelled' ? 'error' : 'default',
            date: date && step.expected ? t('orders.tracker.expected', { date }) : date,
          };
        })}
      />
      <WithdrawalFunction order={order} />
    </>
  );
}
