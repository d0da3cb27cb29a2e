import { Alert, Button, Stack } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';

/** What a confirmed order leaves in the router state for its receipt. */
export interface OrderReceiptState {
  orderId: string | null;
}

/** Step 3 of every add or change: the order is placed; it is followed at Bestellingen. */
export function OrderReceipt({ receipt: state }: { receipt: OrderReceiptState | null }) {
  const t = useText();
  return (
    <Stack gap="5">
      <Alert tone="success" title={t('subscriptions.order.receipt.title')}>
        {state?.orderId
          ? t('subscriptions.order.receipt.body', { orderId: state.orderId })
          : t('subscriptions.order.receipt.generic')}
      </Alert>
      <Stack gap="3">
        <Button href={routePaths.orders.href()}>{t('subscriptions.cease.receipt.orders')}</Button>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
