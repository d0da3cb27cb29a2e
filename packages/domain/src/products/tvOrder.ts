import type { IsoDate } from '../endpoint/common.ts';
import { addDays } from '../service/addDays.ts';
import type { AvailableProduct } from './schema.ts';

export { addDays };

/**
 * What POST /api/products/tv {stbCount} orders (contract; the sandbox builds the order from it):
 * the TV product, one main set-top box and a smaller box for each further one.
 */
export const TV_ORDER_PRODUCTS = {
  tv: 'TV Start',
  firstBox: 'Mediabox Next',
  extraBox: 'Mediabox Next Mini',
} as const;
export const STB_COUNT_MIN = 1;
export const STB_COUNT_MAX = 4;
/** Hardware is delivered this many days after the order; it starts then (the order's wish date). */
export const HARDWARE_DELIVERY_DAYS = 7;

/** The catalogue names a TV order with `stbCount` boxes adds. */
export function tvOrderNames(stbCount: number): string[] {
  return [
    TV_ORDER_PRODUCTS.tv,
    TV_ORDER_PRODUCTS.firstBox,
    ...Array.from({ length: stbCount - 1 }, () => TV_ORDER_PRODUCTS.extraBox),
  ];
}

export interface QuoteLine {
  displayName: string;
  count: number;
  /** Monthly price of all `count` together. */
  monthly: number;
  oneOff: number;
}

/** What the shared summary step shows before any order (issue #14). */
export interface OrderQuote {
  lines: QuoteLine[];
  monthlyIncrease: number;
  newMonthly: number;
  oneOff: number;
  startDate: IsoDate;
}

const cents = (euro: number) => Math.round(euro * 100);

/**
 * Prices a list of catalogue names against the catalogue: one line per product (counted), the
 * monthly increase, the new monthly total from `currentMonthly`, the one-off costs and the start
 * date (hardware after delivery, else today). Null when a name is not in the catalogue.
 */
export function quoteOrder(
  catalogue: readonly AvailableProduct[],
  names: readonly string[],
  currentMonthly: number,
  today: IsoDate,
  shipsHardware: boolean,
): OrderQuote | null {
  const lines: QuoteLine[] = [];
  for (const name of names) {
    const entry = catalogue.find((candidate) => candidate.name === name);
    if (!entry) return null;
    const line = lines.find((candidate) => candidate.displayName === entry.displayName);
    if (line) {
      line.count += 1;
      line.monthly = (cents(line.monthly) + cents(entry.price)) / 100;
      line.oneOff = (cents(line.oneOff) + cents(entry.oneOffPrice)) / 100;
    } else {
      lines.push({
        displayName: entry.displayName,
        count: 1,
        monthly: entry.price,
        oneOff: entry.oneOffPrice,
      });
    }
  }
  const monthlyIncrease = lines.reduce((sum, line) => sum + cents(line.monthly), 0) / 100;
  return {
    lines,
    monthlyIncrease,
    newMonthly: (cents(currentMonthly) + cents(monthlyIncrease)) / 100,
    oneOff: lines.reduce((sum, line) => sum + cents(line.oneOff), 0) / 100,
    startDate: shipsHardware ? addDays(today, HARDWARE_DELIVERY_DAYS) : today,
  };
}

/** The quote of a TV order with `stbCount` boxes (shipped hardware). */
export function tvOrderQuote(
  catalogue: readonly AvailableProduct[],
  stbCount: number,
  currentMonthly: number,
  today: IsoDate,
): OrderQuote | null {
  return quoteOrder(catalogue, tvOrderNames(stbCount), currentMonthly, today, true);
}

/**
 * The quote of a change: the products the customer will have (`targetNames`) against those that
 * go (`current`); the monthly difference may be negative (a downgrade). Null for an unknown name.
 */
export function quoteChange(
  catalogue: readonly AvailableProduct[],
  current: readonly { price: number | null }[],
  targetNames: readonly string[],
  currentMonthly: number,
  today: IsoDate,
): OrderQuote | null {
  const added = quoteOrder(catalogue, targetNames, currentMonthly, today, false);
  if (!added) return null;
  const leaving = current.reduce((sum, product) => sum + cents(product.price ?? 0), 0);
  const monthlyIncrease = (cents(added.monthlyIncrease) - leaving) / 100;
  return {
    ...added,
    monthlyIncrease,
    newMonthly: (cents(currentMonthly) + cents(monthlyIncrease)) / 100,
  };
}
