/** The completed-orders page of a `?pagina=` value: a whole number from 1, else page 1. */
export function completedOrdersPage(value: string | null | undefined): number {
  if (!value || !/^\d{1,4}$/.test(value.trim())) return 1;
  return Math.max(1, Number(value.trim()));
}
