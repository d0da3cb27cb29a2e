import type { ChangeDirection, OrderStatus, OrderStepId, OrderType } from '@vonk/domain';
import type { MessageId } from '../../i18n/messages.ts';

/** Spec §3 order types in words (after the display rule, `orderDisplayType`). */
export const ORDER_TYPE_TEXTS = {
  Unknown: 'orders.type.Unknown',
  Initial: 'orders.type.Initial',
  Cease: 'orders.type.Cease',
  Move: 'orders.type.Move',
  ContractRenewal: 'orders.type.ContractRenewal',
  ProductAdd: 'orders.type.ProductAdd',
  ProductDelete: 'orders.type.ProductDelete',
  ProductChange: 'orders.type.ProductChange',
  NetworkMigration: 'orders.type.NetworkMigration',
} as const satisfies Record<OrderType, MessageId>;

export const CHANGE_DIRECTION_TEXTS = {
  Upgrade: 'orders.direction.Upgrade',
  Downgrade: 'orders.direction.Downgrade',
} as const satisfies Record<ChangeDirection, MessageId>;

export const ORDER_STATUS_TEXTS = {
  Open: 'orders.status.Open',
  InProgress: 'orders.status.InProgress',
  Shipped: 'orders.status.Shipped',
  Completed: 'orders.status.Completed',
  Cancelled: 'orders.status.Cancelled',
} as const satisfies Record<OrderStatus, MessageId>;

export const ORDER_STATUS_TONES = {
  Open: 'info',
  InProgress: 'info',
  Shipped: 'info',
  Completed: 'success',
  Cancelled: 'neutral',
} as const satisfies Record<OrderStatus, 'info' | 'success' | 'neutral'>;

export const ORDER_STEP_TEXTS = {
  ordered: 'orders.step.ordered',
  confirmed: 'orders.step.confirmed',
  shipped: 'orders.step.shipped',
  planned: 'orders.step.planned',
  installed: 'orders.step.installed',
  active: 'orders.step.active',
  ended: 'orders.step.ended',
  cancelled: 'orders.step.cancelled',
} as const satisfies Record<OrderStepId, MessageId>;
