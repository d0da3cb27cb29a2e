import { routePaths } from '@vonk/domain';

/**
 * Where a link to one invoice goes (issue #29). Every link to an invoice passes here, so the day
 * an invoice has its own page only this function changes. Until then the best existing target:
 * the credit that brought the customer there, open on /rekeningen (ADR 071), else /rekeningen.
 */
export function invoiceLink(_invoiceId: string, via?: { creditId?: string }): string {
  return via?.creditId
    ? routePaths.invoices.href({ tegoed: via.creditId })
    : routePaths.invoices.href();
}
