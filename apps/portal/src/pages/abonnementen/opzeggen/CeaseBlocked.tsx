import { Alert, Button, Stack, VisuallyHidden } from '@vonk/ui';
import { canWithdraw, routePaths, withdrawalPeriod } from '@vonk/domain';
import type { CeaseBlock, Order } from '@vonk/domain';
import { useProductName } from '../../../i18n/useProductName.ts';
import { useText } from '../../../i18n/useText.ts';
import { ceaseBlockTexts } from '../ceaseBlockTexts.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import sharedMessages from '../../../i18n/compiled/shared/pages/abonnementen/opzeggen/CeaseBlocked.json';
import { registerPageMessages } from '../../../i18n/messages.ts';

// Texts it shares with other pages (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

/**
 * Spec §8 cease modal, as the flow's own page (ADR 049: a link from the service line shows the
 * same): 'Je kan nu niet online opzeggen.' with every reason the domain gives (ADR 120): the
 * contract's end date and fee, the open order, a cancellation already under way. An open order
 * that may still be withdrawn says so, with the withdrawal function (ADR 130).
 */
export function CeaseBlocked({
  blocks,
  openOrders = [],
}: {
  blocks: readonly CeaseBlock[];
  /** The open orders (the flow's facts): a blocking one that may be withdrawn says so. */
  openOrders?: readonly Order[];
}) {
  const t = useText();
  const productName = useProductName();
  const { today = () => new Date() } = usePortal();
  const blocking = new Set(
    blocks.flatMap((block) => (block.reason === 'openOrder' ? [block.orderId] : [])),
  );
  const withdrawable = openOrders.filter(
    (order) => blocking.has(order.id) && canWithdraw(withdrawalPeriod(order, today())),
  );
  return (
    <Stack gap="5">
      <Alert tone="warning" title={t('subscriptions.cease.blocked.title')}>
        {ceaseBlockTexts(blocks, t, productName).map((text) => (
          <p key={text}>{text}</p>
        ))}
      </Alert>
      {withdrawable.map((order) => (
        <Stack gap="2" key={order.id}>
          <p>{t('subscriptions.cease.blocked.withdraw', { id: order.id })}</p>
          <div>
            <Button href={routePaths.orderWithdrawal.href({ orderId: order.id })}>
              {t('withdrawal.action')}{' '}
              <VisuallyHidden>{t('withdrawal.actionOrder', { id: order.id })}</VisuallyHidden>
            </Button>
          </div>
        </Stack>
      ))}
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
