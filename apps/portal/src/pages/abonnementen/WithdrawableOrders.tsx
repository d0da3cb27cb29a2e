import { Button, Section, Stack, VisuallyHidden, formatDateInText } from '@vonk/ui';
import { reads, routePaths, useRead, withdrawalPeriod } from '@vonk/domain';
import { useProductName } from '../../i18n/useProductName.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import sharedMessages from '../../i18n/compiled/shared/pages/abonnementen/WithdrawableOrders.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// Texts it shares with other pages (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * The withdrawal function beside the products (CRD art. 11a, ADR 130): each product just ordered
 * whose order the domain says may still be withdrawn (ADR 130), with until when and the button.
 * Nothing when none is.
 */
export function WithdrawableOrders() {
  const t = useText();
  const productName = useProductName();
  const { today = () => new Date() } = usePortal();
  const { data: orders } = useRead(reads.openOrders);
  const withdrawable = (orders ?? []).flatMap((order) => {
    const period = withdrawalPeriod(order, today());
    return period.kind === 'open' || period.kind === 'beforeDelivery' ? [{ order, period }] : [];
  });
  if (withdrawable.length === 0) return null;
  return (
    <Section title={t('withdrawal.subscriptions.title')} headingLevel={2}>
      <Stack gap="4">
        {withdrawable.map(({ order, period }) => (
          <Stack gap="2" key={order.id}>
            <p>
              <strong>
                {order.items
                  .flatMap((item) => item.products.map((product) => productName(product)))
                  .join(', ')}
              </strong>{' '}
              {period.kind === 'beforeDelivery'
                ? t('withdrawal.beforeDelivery')
                : period.lastDayToday
                  ? t('withdrawal.lastDay', { date: formatDateInText(period.lastDay) })
                  : t('withdrawal.until', { date: formatDateInText(period.lastDay) })}
            </p>
            <div>
              <Button
                href={routePaths.orderWithdrawal.href({ orderId: order.id })}
                variant="secondary"
              >
                {t('withdrawal.action')}{' '}
                <VisuallyHidden>{t('withdrawal.actionOrder', { id: order.id })}</VisuallyHidden>
              </Button>
            </div>
          </Stack>
        ))}
      </Stack>
    </Section>
  );
}
