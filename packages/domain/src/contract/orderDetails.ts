import type { Address, IsoDate } from './common.ts';
import type { OrderItem } from './orders.ts';

/** Spec §3: "order status values: not shown"; designed here. */
export type OrderStatus = 'Open' | 'InProgress' | 'Shipped' | 'Completed' | 'Cancelled';

/** An order as /api/orders/* answer it (spec §3, §7.2; fields beyond items designed here). */
export interface Order {
  id: string;
  orderDate: IsoDate;
  status: OrderStatus;
  items: OrderItem[];
  /** Planned activation or delivery date while open; null when none is planned. */
  wishDate: IsoDate | null;
  completedDate: IsoDate | null;
  /** Where hardware goes; null when nothing is shipped. */
  shippingAddress: Address | null;
  trackAndTraceUrl: string | null;
  /** Whether POST /api/orders/shippingaddress may still change the address. */
  shippingAddressChangeable: boolean;
}

/** GET /api/orders/completed/{page}/{size}; pages count from 1. */
export interface CompletedOrdersPage {
  orders: Order[];
  page: number;
  size: number;
  totalCount: number;
}

/** POST /api/orders/shippingaddress body (spec §3). Answered with a WriteResult. */
export interface ShippingAddressChangeRequest {
  orderId: string;
  shippingAddress: Address;
}
