import { Alert, Button, FocusTarget, formatDateInText, Stack } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { useTitleStep } from '../../../shell/titleParts.ts';
import type { CeaseReceiptState } from './ceaseSteps.ts';

/**
 * Step 3: the receipt. An unconfirmed TV cease (spec §8 error recovery) says so and what to do;
 * a reload, without the router state, still points to the order at Bestellingen.
 */
export function CeaseReceipt({ receipt: state }: { receipt: CeaseReceiptState | null }) {
  const t = useText();
  const title = t(
    state?.unconfirmed
      ? 'subscriptions.cease.receipt.unconfirmed.title'
      : 'subscriptions.cease.receipt.title',
  );
  useTitleStep(`${t('subscriptions.cease.step', { step: 3 })}: ${title}`);
  return (
    <Stack gap="5">
      {/* Focus lands on the outcome after "Opzeggen" (ADR 141). */}
      <FocusTarget arrival>
        {state?.unconfirmed ? (
          <Alert tone="warning" title={t('subscriptions.cease.receipt.unconfirmed.title')}>
            {t('subscriptions.cease.receipt.unconfirmed.body')}
          </Alert>
        ) : (
          <Alert tone="success" title={t('subscriptions.cease.receipt.title')}>
            {state
              ? t('subscriptions.cease.receipt.body', {
                  product: state.product,
                  date: formatDateInText(state.endDate),
                })
              : t('subscriptions.cease.receipt.generic')}
          </Alert>
        )}
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
