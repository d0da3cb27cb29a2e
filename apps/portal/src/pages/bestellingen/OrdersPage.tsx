import { Alert, EmptyState, Section, Spinner, Stack } from '@vonk/ui';
import {
  completedOrdersPage,
  isMaintenanceNoticeActive,
  ORDERS_PAGE_PARAM,
  reads,
} from '@vonk/domain';
import { useSearchParams } from 'react-router-dom';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { CompletedOrders } from './CompletedOrders.tsx';
import { OpenOrder } from './OpenOrder.tsx';
import pageMessages from '../../i18n/compiled/pages/bestellingen.json';
import screenMessages from '../../i18n/compiled/pages/bestellingen.OrdersPage.json';
import { registerPageMessages } from '../../i18n/messages.ts';

registerPageMessages(pageMessages);
registerPageMessages(screenMessages);

/**
 * Spec §2.2 /bestellingen: the running orders first, each with the one tracker (ADR 038), then
 * the completed ones in pages of 10. Both reads leave with the route's preloads (reads.ts).
 */
export function OrdersPage() {
  const t = useText();
  const [search] = useSearchParams();
  const page = completedOrdersPage(search.get(ORDERS_PAGE_PARAM));
  const { today = () => new Date() } = usePortal();
  const { data: open, mutate } = usePageData(reads.openOrders);
  if (!open) return <Spinner label={t('orders.loading')} />;
  return (
    <Stack gap="8">
      {isMaintenanceNoticeActive(today()) && (
        <Alert tone="info" title={t('orders.maintenance.title')}>
          {t('orders.maintenance.body')}
        </Alert>
      )}
      <Section title={t('orders.open.title')} headingLevel={2}>
        {open.length === 0 ? (
          <EmptyState title={t('orders.open.empty')} headingLevel={3} icon="info">
            {t('orders.open.emptyBody')}
          </EmptyState>
        ) : (
          <Stack gap="4">
            {open.map((order) => (
              <OpenOrder key={order.id} order={order} onChanged={() => mutate()} />
            ))}
          </Stack>
        )}
      </Section>
      <CompletedOrders page={page} />
    </Stack>
  );
}
