import { Alert, Card, Link, Section, Stack, formatDateInText } from '@vonk/ui';
import {
  reads,
  routePaths,
  shippingAddressChange,
  showsLateDeliveryNotice,
  useRead,
} from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { OrderSummary, useOrderTitle } from './OrderSummary.tsx';
import { OrderTracker } from './OrderTracker.tsx';
import { ShippingAddressForm } from './ShippingAddressForm.tsx';

interface OpenOrderProps {
  order: Order;
  /** After a change to the order (its shipping address): reload the open orders. */
  onChanged: () => Promise<unknown>;
}

/**
 * A running order: where it stands (the tracker), what it is, its own page, and what can change
 * (its shipping address, or why it can no longer change: `shippingAddressChange`).
 */
export function OpenOrder({ order, onChanged }: OpenOrderProps) {
  const t = useText();
  const title = useOrderTitle();
  const { today = () => new Date() } = usePortal();
  const features = useRead(reads.features);
  const late = showsLateDeliveryNotice(features.data, order, today());
  const shipping = shippingAddressChange(order);
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
        {late && order.wishDate && (
          <Alert tone="warning" title={t('orders.late.title')}>
            {t('orders.late.body', { date: formatDateInText(order.wishDate) })}
          </Alert>
        )}
        <OrderTracker order={order} />
        <OrderSummary order={order} />
        {shipping.kind !== 'nothingShipped' && (
          <Section title={t('orders.shipping.title')} headingLevel={4}>
            <ShippingAddressForm orderId={order.id} change={shipping} onSaved={onChanged} />
          </Section>
        )}
      </Stack>
    </Card>
  );
}
