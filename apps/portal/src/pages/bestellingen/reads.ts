import { completedOrdersPage, isPathSegment, ORDERS_PAGE_PARAM, reads } from '@vonk/domain';
import { pageRead } from '../../shell/pageLoader.ts';
import type { PageReadArgs } from '../../shell/pageLoader.ts';

/** /bestellingen: the open orders and the completed-orders page of `?pagina=` (spec §9 size 10). */
export const ordersReads = ({ url }: PageReadArgs) => [
  pageRead(reads.openOrders),
  pageRead(reads.completedOrders, {
    page: completedOrdersPage(url.searchParams.get(ORDERS_PAGE_PARAM)),
  }),
];

/** /bestellingen/:orderId: the one order (`/api/orders/{id}`). */
export const orderDetailReads = ({ params }: PageReadArgs) => {
  const id = String(params.orderId);
  return isPathSegment(id) ? [pageRead(reads.order, { id })] : [];
};

/** /bestellingen/thuis: the running initial order (`/api/orders/initial`, null once done). */
export const ordersHomeReads = () => [pageRead(reads.initialOrder)];
