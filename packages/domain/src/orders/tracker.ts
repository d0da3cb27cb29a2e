import { OrderType } from './orderValues.ts';
import { displayOrderType } from './rules.ts';
import type { IsoDate } from '../endpoint/common.ts';
import type { Order, OrderStatus } from './schema.ts';

/**
 * The steps of the one order tracker (issue #12, ADR 038): ordered → confirmed → shipped (hardware
 * on its way) or planned (a date, nothing shipped) → installed, active or ended (a cease). A
 * cancelled order stops after 'ordered' with a 'cancelled' step.
 */
export type OrderStepId =
  'ordered' | 'confirmed' | 'shipped' | 'planned' | 'installed' | 'active' | 'ended' | 'cancelled';

/** done: passed; current: the step the order is at; upcoming: not yet. */
export type OrderStepState = 'done' | 'current' | 'upcoming';

export interface OrderStep {
  id: OrderStepId;
  state: OrderStepState;
  /** When it happened, or for an upcoming step when it is expected (`expected: true`). */
  date: IsoDate | null;
  expected: boolean;
}

/** Index of the step each status has reached (the statuses are designed in schema.ts). */
const REACHED: Record<Exclude<OrderStatus, 'Cancelled'>, number> = {
  Open: 0,
  InProgress: 1,
  Shipped: 2,
  Completed: 3,
};

/** The order's type as shown: its first item's, with the §3 display rule applied. */
export function orderDisplayType(order: Order): OrderType {
  const first = order.items[0];
  return first ? displayOrderType(first) : OrderType.Unknown;
}

/** Whether hardware goes to the customer (then step three is 'shipped', else 'planned'). */
export const shipsHardware = (order: Order): boolean => order.shippingAddress !== null;

function finalStep(order: Order): OrderStepId {
  const type = orderDisplayType(order);
  if (type === OrderType.Cease) return 'ended';
  const installs: OrderType[] = [OrderType.Initial, OrderType.Move, OrderType.NetworkMigration];
  return installs.includes(type) || shipsHardware(order) ? 'installed' : 'active';
}

/** The four tracker steps of an order with their state and dates (every order type). */
export function orderSteps(order: Order): OrderStep[] {
  const step = (
    id: OrderStepId,
    state: OrderStepState,
    date: IsoDate | null,
    expected = false,
  ) => ({
    id,
    state,
    date,
    expected: expected && date !== null,
  });
  if (order.status === 'Cancelled') {
    return [step('ordered', 'done', order.orderDate), step('cancelled', 'current', null)];
  }
  const reached = REACHED[order.status];
  const stateOf = (index: number): OrderStepState =>
    index < reached ? 'done' : index === reached ? 'current' : 'upcoming';
  const at = (index: number, date: IsoDate | null | undefined) =>
    index <= reached ? (date ?? null) : null;
  const third = shipsHardware(order)
    ? step('shipped', stateOf(2), at(2, order.shippedDate))
    : // A plan has its date before it is reached: the planned (wish) date.
      step('planned', stateOf(2), order.wishDate, reached < 2);
  const last =
    reached === 3
      ? step(finalStep(order), 'current', order.completedDate)
      : step(finalStep(order), 'upcoming', order.wishDate, true);
  return [
    step('ordered', stateOf(0), order.orderDate),
    step('confirmed', stateOf(1), at(1, order.confirmedDate)),
    third,
    last,
  ];
}

/** The step the order is at. */
export function currentOrderStep(order: Order): OrderStep {
  return orderSteps(order).find((candidate) => candidate.state === 'current')!;
}
