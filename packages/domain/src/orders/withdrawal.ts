import { calendarDate } from '../service/calendarDate.ts';
import type { IsoDate } from '../endpoint/common.ts';
import { OrderType } from './orderValues.ts';
import type { Order, OrderWithdrawal } from './schema.ts';
import { isWorkingDay } from './publicHolidays.ts';

/** CRD art. 9(1): 14 days. */
export const WITHDRAWAL_DAYS = 14;

/** From when the period runs: a service from the order (conclusion), goods from receipt. */
export type WithdrawalBasis = 'service' | 'goods';

/** Why an order can not be withdrawn (ADR 130 names the legal basis of each). */
export type WithdrawalClosedReason =
  /** Its last day has passed. */
  | 'expired'
  /** Cancelled: no contract left to withdraw. */
  | 'cancelled'
  /** Ends or moves something (Cease, ProductDelete, Move): no new contract was concluded. */
  | 'notAContract'
  /** Fully performed or supplied at the customer's express request (art. 16(a), (m)). */
  | 'fullyPerformed';

/** Whether and until when an order can be withdrawn today. */
export type WithdrawalPeriod =
  | {
      kind: 'open';
      basis: WithdrawalBasis;
      /** The last day it can be withdrawn (a weekend or public holiday moves it on). */
      lastDay: IsoDate;
      /** Today is that last day. */
      lastDayToday: boolean;
    }
  /** Goods not yet received: the period has not started, withdrawing is already allowed. */
  | { kind: 'beforeDelivery'; basis: 'goods' }
  | { kind: 'withdrawn'; withdrawal: OrderWithdrawal }
  | { kind: 'closed'; reason: WithdrawalClosedReason; lastDay: IsoDate | null };

const NOT_A_CONTRACT: readonly OrderType[] = [
  OrderType.Cease,
  OrderType.ProductDelete,
  OrderType.Move,
];

function addDays(date: IsoDate, days: number): Date {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day;
}

/**
 * The last day of a period starting on `start` (the day of the event itself does not count,
 * Regulation 1182/71 art. 3(1)); a Saturday, Sunday or public holiday moves it to the next
 * working day (art. 3(4)).
 */
export function withdrawalLastDay(start: IsoDate): IsoDate {
  const last = addDays(start, WITHDRAWAL_DAYS);
  while (!isWorkingDay(last.toISOString().slice(0, 10))) last.setUTCDate(last.getUTCDate() + 1);
  return last.toISOString().slice(0, 10);
}

/** Goods when hardware is shipped (received on completion), else a service from the order date. */
export const withdrawalBasis = (order: Order): WithdrawalBasis =>
  order.shippingAddress !== null ? 'goods' : 'service';

/** The one answer to "can this order be withdrawn today, and until when" (ADR 130). */
export function withdrawalPeriod(order: Order, today: Date | IsoDate): WithdrawalPeriod {
  if (order.withdrawal) return { kind: 'withdrawn', withdrawal: order.withdrawal };
  const closed = (reason: WithdrawalClosedReason, lastDay: IsoDate | null = null) =>
    ({ kind: 'closed', reason, lastDay }) as const;
  if (order.status === 'Cancelled') return closed('cancelled');
  if (order.items.some((item) => NOT_A_CONTRACT.includes(item.orderType)))
    return closed('notAContract');
  const basis = withdrawalBasis(order);
  const completed = order.status === 'Completed';
  if (basis === 'goods' && !completed) return { kind: 'beforeDelivery', basis };
  const start = basis === 'goods' ? (order.completedDate ?? order.orderDate) : order.orderDate;
  const lastDay = withdrawalLastDay(start);
  if (completed && order.withdrawalWaived === true) return closed('fullyPerformed', lastDay);
  const day = calendarDate(today);
  if (day > lastDay) return closed('expired', lastDay);
  return { kind: 'open', basis, lastDay, lastDayToday: day === lastDay };
}

/** The names of an order's products, as the withdrawal write identifies them. */
export const orderProductNames = (order: Order): string[] =>
  order.items.flatMap((item) => item.products.map((product) => product.productName));

/** Whether the withdrawal function shows for the order today. */
export const canWithdraw = (period: WithdrawalPeriod): boolean =>
  period.kind === 'open' || period.kind === 'beforeDelivery';

/** The orders the customer can withdraw today (the dashboard's notice, /abonnementen). */
export const withdrawableOrders = (orders: readonly Order[], today: Date | IsoDate): Order[] =>
  orders.filter((order) => canWithdraw(withdrawalPeriod(order, today)));

/** The order a product (by its name) came with that can still be withdrawn today, if any. */
export function withdrawableOrderFor(
  productName: string,
  orders: readonly Order[],
  today: Date | IsoDate,
): Order | undefined {
  return withdrawableOrders(orders, today).find((order) =>
    order.items.some((item) => item.products.some((p) => p.productName === productName)),
  );
}
