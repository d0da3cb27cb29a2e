import { ORDERS_PAGE_SIZE } from './orderValues.ts';

/** The completed-orders page of a `?pagina=` value: a whole number from 1, else page 1. */
export function completedOrdersPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}

/** The last completed-orders page for `totalCount` orders; page 1 when there are none. */
export function lastOrdersPage(totalCount: number, size: number = ORDERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(totalCount / size));
}

/**
 * The page to show for a requested one: past the last page (an old link, `?pagina=99`) is the
 * last page, so the list is never empty while there are orders (ADR 119).
 */
export function shownOrdersPage(
  requested: number,
  totalCount: number,
  size: number = ORDERS_PAGE_SIZE,
): number {
  return Math.min(Math.max(1, requested), lastOrdersPage(totalCount, size));
}
