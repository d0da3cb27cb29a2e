import { Card, Link, Stack } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { OrderSummary, useOrderTitle } from './OrderSummary.tsx';
import { OrderTracker } from './OrderTracker.tsx';

/** A running order: where it stands (the tracker), what it is, and its own page. */
export function OpenOrder({ order }: { order: Order }) {
  const t = useText();
  const title = useOrderTitle();
  return (
    <Card
      title={title(order)}
      headingLevel={3}
      footer={
        <Link href={routePaths.orderDetail.href({ orderId: order.id })}>
          {t('orders.open.details', { id: order.id })}
        </Link>
      }
    >
      <Stack gap="4">
        <OrderTracker order={order} />
        <OrderSummary order={order} />
      </Stack>
    </Card>
  );
}
