import { Hono } from 'hono';
import type { CompletedOrdersPage, Order, WriteResult } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';
import { normaliseAddress } from '../fieldRules.ts';
import type { SandboxStore } from '../../personas/index.ts';
import { orderShippingLabel } from './shippingLabels.ts';
import { withdrawOrderRoute } from './withdrawal.ts';

const isOpen = (order: Order) =>
  order.status === 'Open' || order.status === 'InProgress' || order.status === 'Shipped';

/** Security software partners (spec §3: productOrderHistory filter PartnerName) and their products. */
const PARTNER_PRODUCTS: Record<string, (name: string) => boolean> = {
  'F-Secure': (name) => name.includes('Veilig Online'),
};

/** /api/orders (spec §7.2): initial, open, completed (paged), by id, partner history; shipping address
 * the shipping label of an order and its withdrawal (ADR 130). */
export function orderRoutes(store: SandboxStore) {
  return new Hono<ApiEnv>()
    .get('/initial', (c) => {
      // The running initial order of a new customer; null once it is done.
      const initial = c
        .get('persona')
        .orders.find(
          (order) => isOpen(order) && order.items.some((item) => item.orderType === 'Initial'),
        );
      return c.json((initial ?? null) satisfies Order | null);
    })
    .get('/open', (c) => c.json(c.get('persona').orders.filter(isOpen) satisfies Order[]))
    .get('/open/any', (c) => c.json(c.get('persona').orders.some(isOpen)))
    .get('/completed/:page/:size', (c) => {
      const page = Number(c.req.param('page'));
      const size = Number(c.req.param('size'));
      if (
        !Number.isInteger(page) ||
        page < 1 ||
        !Number.isInteger(size) ||
        size < 1 ||
        size > 100
      ) {
        return c.json({ message: 'page must be ≥ 1 and size 1-100.' }, 400);
      }
      const done = c.get('persona').orders.filter((order) => !isOpen(order));
      return c.json({
        orders: done.slice((page - 1) * size, page * size),
        page,
        size,
        totalCount: done.length,
      } satisfies CompletedOrdersPage);
    })
    .get('/productOrderHistory', (c) => {
      const isPartnerProduct = PARTNER_PRODUCTS[c.req.query('PartnerName') ?? ''];
      if (!isPartnerProduct) return c.json([] satisfies Order[]);
      const orders = c
        .get('persona')
        .orders.filter((order) =>
          order.items.some((item) =>
            item.products.some((product) => isPartnerProduct(product.productName)),
          ),
        );
      return c.json(orders satisfies Order[]);
    })
    .post('/shippingaddress', async (c) => {
      const body = bodyOf(c, 'changeShippingAddress');
      const shippingAddress = normaliseAddress(body.shippingAddress);
      if (!shippingAddress) return c.json({ message: 'shippingAddress: no Dutch postcode.' }, 400);
      const persona = c.get('persona');
      const order = persona.orders.find((candidate) => candidate.id === body.orderId);
      if (!order) return c.json({ message: 'Order not found.' }, 404);
      // Packed just now (persona `ingepakt`): too late for this change, and for any after it.
      if (persona.packedOnAddressChange?.includes(order.id))
        order.shippingAddressChangeable = false;
      if (!order.shippingAddressChangeable) {
        return c.json({
          success: false,
          message: 'Het bezorgadres van deze bestelling kan niet meer worden gewijzigd.',
        } satisfies WriteResult);
      }
      order.shippingAddress = shippingAddress;
      return c.json({ success: true } satisfies WriteResult);
    })
    .get('/:id/shippinglabel', orderShippingLabel)
    .post('/:id/withdrawal', withdrawOrderRoute(store))
    .get('/:id', (c) => {
      const order = c.get('persona').orders.find((candidate) => candidate.id === c.req.param('id'));
      return order ? c.json(order satisfies Order) : c.json({ message: 'Order not found.' }, 404);
    });
}
