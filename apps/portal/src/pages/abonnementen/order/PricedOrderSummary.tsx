import { Alert } from '@vonk/ui';
import { calendarDate } from '@vonk/domain';
import type { OrderQuote } from '@vonk/domain';
import { useText } from '../../../i18n/useText.ts';
import { usePortal } from '../../../session/PortalContext.tsx';
import { useMonthlyTotal } from '../useMonthlyTotal.ts';
import * as orderCode from './orderCode.ts';
import { OrderSummary } from './OrderSummary.tsx';
import type { OrderSummaryProps, OrderSummaryValues } from './OrderSummary.tsx';

/** The pricing and writes that come with the summary (issue #34): `code` of quote and onConfirm. */
export type OrderCode = typeof orderCode;

/** Prices an order from what the customer pays per month now and today; null: it cannot be. */
export type QuoteFor = (
  monthlyNow: number,
  today: ReturnType<typeof calendarDate>,
  code: OrderCode,
) => OrderQuote | null;

export interface PricedOrderSummaryProps extends Omit<OrderSummaryProps, 'quote' | 'onConfirm'> {
  /** The order's quote, or how to price it from the overview's monthly total (issue #14). */
  quote: OrderQuote | QuoteFor;
  /** Sends the order, with the summary's own code (its writes) at hand. */
  onConfirm: (values: OrderSummaryValues, code: OrderCode) => Promise<unknown>;
}

/**
 * The shared summary of an add or change, priced here when the flow gives a `QuoteFor`: the
 * monthly total's code then loads with this step, not with the flow's choice (issue #34). A
 * quote that cannot be made says so ("unavailable").
 */
export function PricedOrderSummary({ quote: given, onConfirm, ...props }: PricedOrderSummaryProps) {
  const t = useText();
  const { today = () => new Date() } = usePortal();
  const monthlyNow = useMonthlyTotal();
  const quote =
    typeof given === 'function' ? given(monthlyNow ?? 0, calendarDate(today()), orderCode) : given;
  if (!quote) return <Alert tone="error">{t('subscriptions.order.unavailable')}</Alert>;
  return (
    <OrderSummary quote={quote} onConfirm={(values) => onConfirm(values, orderCode)} {...props} />
  );
}
