import { Card, DownloadButton, EmptyState, Link, Spinner, Stack } from '@vonk/ui';
import {
  downloadShippingLabel,
  isPathSegment,
  reads,
  routePaths,
  useApiClient,
  useRead,
} from '@vonk/domain';
import { useParams } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import { usePageData } from '../../shell/usePageData.ts';
import { OrderSummary, useOrderTitle } from './OrderSummary.tsx';
import { OrderTracker } from './OrderTracker.tsx';
import pageMessages from '../../i18n/compiled/pages/bestellingen.json';
import screenMessages from '../../i18n/compiled/pages/bestellingen.OrderDetailPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * /bestellingen/:orderId (issue #12): one order by its own link, to bookmark or share. An id the
 * API does not know (404, e.g. an old or mistyped link) is said on the page; any other failure
 * goes to the §8 catalogue like every page read.
 */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  // A crafted `/bestellingen/%2e%2e` names no order: unknown, without asking the API (issue #27).
  if (!isPathSegment(orderId)) return <UnknownOrder orderId={orderId} />;
  return <KnownOrNot orderId={orderId} />;
}

function KnownOrNot({ orderId }: { orderId: string }) {
  const known = useRead(reads.order, { id: orderId });
  return known.error?.status === 404 ? (
    <UnknownOrder orderId={orderId} />
  ) : (
    <OrderDetail orderId={orderId} />
  );
}

function OrderDetail({ orderId }: { orderId: string }) {
  const t = useText();
  const title = useOrderTitle();
  const client = useApiClient();
  const { data: order } = usePageData(reads.order, { id: orderId });
  if (!order) return <Spinner label={t('orders.detail.loading')} />;
  return (
    <Card title={title(order)} headingLevel={2}>
      <Stack gap="4">
        <OrderTracker order={order} />
        <OrderSummary order={order} />
        {order.hasReturnLabel && (
          <div>
            <DownloadButton
              download={() => downloadShippingLabel(client, order.id)}
              loadingText={t('orders.returnLabel.downloading')}
              errorMessage={t('orders.returnLabel.failed')}
            >
              {t('orders.returnLabel.download')}
            </DownloadButton>
          </div>
        )}
      </Stack>
    </Card>
  );
}

function UnknownOrder({ orderId }: { orderId: string }) {
  const t = useText();
  return (
    <EmptyState
      title={t('orders.detail.unknown')}
      action={<Link href={routePaths.orders.href()}>{t('orders.detail.toOrders')}</Link>}
    >
      {t('orders.detail.unknownBody', { id: orderId })}
    </EmptyState>
  );
}
