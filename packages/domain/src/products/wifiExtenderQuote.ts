import type { IsoDate } from '../endpoint/common.ts';
import type { AvailableProduct } from './schema.ts';
import { quoteOrder } from './tvOrder.ts';
import type { OrderQuote } from './tvOrder.ts';
import type { WifiExtenderChange } from './wifiExtenders.ts';

const cents = (euro: number) => Math.round(euro * 100);

/**
 * The summary's quote: an addition is priced from the list and starts on delivery (hardware); a
 * removal lists what stops, at the products' own negative prices, from today. Null for an unknown
 * name.
 */
export function wifiExtenderQuote(
  catalogue: readonly AvailableProduct[],
  change: WifiExtenderChange,
  currentMonthly: number,
  today: IsoDate,
): OrderQuote | null {
  if (change.kind === 'add')
    return quoteOrder(catalogue, change.names, currentMonthly, today, true);
  const leaving = change.products.reduce((sum, item) => sum + cents(item.product.price ?? 0), 0);
  const first = change.products[0]!.product;
  return {
    lines: [
      {
        displayName: first.displayName,
        count: change.products.length,
        monthly: -leaving / 100,
        oneOff: 0,
      },
    ],
    monthlyIncrease: -leaving / 100,
    newMonthly: (cents(currentMonthly) - leaving) / 100,
    oneOff: 0,
    startDate: today,
  };
}
