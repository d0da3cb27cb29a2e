import { Alert, Button, Stack } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { CeaseBlock } from '@vonk/domain';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { ceaseBlockTexts } from '../ceaseBlockTexts.ts';

/**
 * Spec §8 cease modal, as the flow's own page (ADR 049: a link from the service line shows the
 * same): 'Je kan nu niet online opzeggen.' with every reason the domain gives (ADR 120): the
 * contract's end date and fee, the open order, a cancellation already under way.
 */
export function CeaseBlocked({ blocks }: { blocks: readonly CeaseBlock[] }) {
  const t = useText();
  const productName = useProductName();
  return (
    <Stack gap="5">
      <Alert tone="warning" title={t('subscriptions.cease.blocked.title')}>
        {ceaseBlockTexts(blocks, t, productName).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Alert>
      <Stack gap="3">
        {blocks.some((block) => block.reason !== 'contract') && (
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
