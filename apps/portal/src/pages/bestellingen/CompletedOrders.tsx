import {
  Link,
  Pagination,
  Section,
  StatusTag,
  Table,
  VisuallyHidden,
  formatDateInText,
} from '@vonk/ui';
import {
  ORDERS_PAGE_SIZE,
  canWithdraw,
  lastOrdersPage,
  reads,
  routePaths,
  shownOrdersPage,
  withdrawalPeriod,
} from '@vonk/domain';
import type { Order } from '@vonk/domain';
import { Navigate, useNavigate } from 'react-router-dom';
import { useProductName } from '../../i18n/useProductName.ts';
import { useText } from '../../i18n/useText.ts';
import { usePortal } from '../../session/PortalContext.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { useOrderTitle } from './OrderSummary.tsx';
import { ORDER_STATUS_TEXTS, ORDER_STATUS_TONES } from './orderTexts.ts';
import sharedMessages from '../../i18n/compiled/shared/pages/bestellingen/CompletedOrders.json';
import { registerPageMessages } from '../../i18n/messages.ts';

// Texts it shares with other pages (ADR 084), not in the entry.
registerPageMessages(sharedMessages);

const pageHref = (page: number) =>
  routePaths.orders.href(page > 1 ? { pagina: String(page) } : undefined);

/**
 * Completed (and cancelled) orders, newest first, in pages of 10 (spec §9) with `?pagina=`. A
 * page past the last (an old link, `?pagina=99`) is replaced by the last page's URL, so the
 * address, the caption and the current page agree (ADR 119).
 */
export function CompletedOrders({ page }: { page: number }) {
  const t = useText();
  const navigate = useNavigate();
  const title = useOrderTitle();
  const productName = useProductName();
  const { today = () => new Date() } = usePortal();
  const { data } = usePageData(reads.completedOrders, { page });
  if (!data) return null;
  const shown = shownOrdersPage(page, data.totalCount);
  if (shown !== page) return <Navigate to={pageHref(shown)} replace />;
  return (
    <Section title={t('orders.completed.title')} headingLevel={2}>
      <Table<Order>
        caption={
          lastOrdersPage(data.totalCount) > 1
            ? t('orders.completed.captionPaged', {
                page,
                pages: lastOrdersPage(data.totalCount),
              })
            : t('orders.completed.caption')
        }
        emptyText={t('orders.completed.empty')}
        rows={data.orders}
        getRowKey={(order) => order.id}
        columns={[
          {
            key: 'type',
            header: t('orders.field.order'),
            rowHeader: true,
            // The type alone repeats ("Product erbij" six times for jan): the link's name also
            // says which products, which order and when, for the ear (WCAG 2.4.4, issue 30).
            render: (order) => {
              const products = order.items.flatMap((item) => item.products.map(productName));
              const date = formatDateInText(order.completedDate ?? order.orderDate);
              return (
                <Link href={routePaths.orderDetail.href({ orderId: order.id })}>
                  {title(order)}{' '}
                  <VisuallyHidden>
                    {products.length > 0
                      ? t('orders.completed.linkContext', {
                          products: products.join(', '),
                          id: order.id,
                          date,
                        })
                      : t('orders.completed.linkContextNoProducts', { id: order.id, date })}
                  </VisuallyHidden>
                </Link>
              );
            },
          },
          {
            key: 'products',
            header: t('orders.field.products'),
            render: (order) =>
              order.items.flatMap((item) => item.products.map(productName)).join(', '),
          },
          {
            key: 'date',
            header: t('orders.field.date'),
            render: (order) => formatDateInText(order.completedDate ?? order.orderDate),
          },
          {
            key: 'status',
            header: t('orders.field.status'),
            // A withdrawn order says so; one within its period offers the function (ADR 130).
            render: (order) => {
              const period = withdrawalPeriod(order, today());
              return (
                <>
                  <StatusTag tone={ORDER_STATUS_TONES[order.status]}>
                    {period.kind === 'withdrawn'
                      ? t('withdrawal.withdrawn.tag')
                      : t(ORDER_STATUS_TEXTS[order.status])}
                  </StatusTag>
                  {canWithdraw(period) && (
                    <>
                      {' '}
                      <Link href={routePaths.orderWithdrawal.href({ orderId: order.id })}>
                        {t('withdrawal.action')}{' '}
                        <VisuallyHidden>
                          {t('withdrawal.actionOrder', { id: order.id })}
                        </VisuallyHidden>
                      </Link>
                    </>
                  )}
                </>
              );
            },
          },
        ]}
      />
      <Pagination
        aria-label={t('orders.completed.pagination')}
        page={page}
        totalItems={data.totalCount}
        pageSize={ORDERS_PAGE_SIZE}
        getPageHref={pageHref}
        onPageChange={(next) => void navigate(pageHref(next))}
      />
    </Section>
  );
}
