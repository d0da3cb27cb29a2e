import { Alert, Button, FocusTarget, Stack } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { useTitleStep } from '../../../shell/titleParts.ts';
import type { OrderReceiptState } from '../flowSteps.ts';

/** Step 3 of every add or change: the order is placed; it is followed at Bestellingen. */
export function OrderReceipt({ receipt: state }: { receipt: OrderReceiptState | null }) {
  const t = useText();
  const title = t('subscriptions.order.receipt.title');
  useTitleStep(`${t('subscriptions.cease.step', { step: 3 })}: ${title}`);
  return (
    <Stack gap="5">
      {/* What the order became: focus lands here after "Bestellen" (ADR 141). */}
      <FocusTarget arrival>
        <Alert tone="success" title={title}>
          {state?.orderId
            ? t('subscriptions.order.receipt.body', { orderId: state.orderId })
            : t('subscriptions.order.receipt.generic')}
        </Alert>
      </FocusTarget>
      <Stack gap="3">
        <Button href={routePaths.orders.href()}>{t('subscriptions.cease.receipt.orders')}</Button>
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
