import { Alert, Button, formatDateInText, formatEuro, Stack } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { CeaseBlock } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';

/**
 * Spec §8 cease modal, as the flow's own page (ADR 049: a link from the service line shows the
 * same): 'Je kan nu niet online opzeggen.' with every reason, the contract's end date and fee.
 */
export function CeaseBlocked({ blocks }: { blocks: readonly CeaseBlock[] }) {
  const t = useText();
  return (
    <Stack gap="5">
      <Alert tone="warning" title={t('subscriptions.cease.blocked.title')}>
        {blocks.map((block) =>
          block.reason === 'openOrder' ? (
            <p key="openOrder">{t('subscriptions.cease.blocked.openOrder')}</p>
          ) : (
            <div key="contract">
              <p>
                {block.endDate
                  ? t('subscriptions.cease.blocked.contract', {
                      date: formatDateInText(block.endDate),
                    })
                  : t('subscriptions.cease.blocked.contractNoDate')}
              </p>
              {block.earlyTerminationFee !== null && (
                <p>
                  {t('subscriptions.cease.blocked.fee', {
                    fee: formatEuro(block.earlyTerminationFee),
                  })}
                </p>
              )}
            </div>
          ),
        )}
      </Alert>
      <Stack gap="3">
        {blocks.some((block) => block.reason === 'openOrder') && (
          <Button href={routePaths.orders.href()} variant="secondary">
            {t('subscriptions.cease.blocked.orders')}
          </Button>
        )}
        <Button href={routePaths.subscriptions.href()} variant="tertiary">
          {t('subscriptions.cease.back')}
        </Button>
      </Stack>
    </Stack>
  );
}
