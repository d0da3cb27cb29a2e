import type { IsoDate } from '../endpoint/common.ts';
import type { Product } from '../subscription/schema.ts';

/** Spec §3 tracking product record. */
export interface TrackingProduct {
  name: string;
  price: number;
  /** dd-mm-yyyy; '' when the product has neither date. */
  startdate: string;
}

/** `2025-03-07` → `07-03-2025`. */
export function dayMonthYear(date: IsoDate): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/** Price 0 if missing; start date from inServiceDate, else wishDate (spec §3). */
export function trackingProduct(
  product: Pick<Product, 'displayName' | 'price' | 'inServiceDate' | 'wishDate'>,
): TrackingProduct {
  const start = product.inServiceDate ?? product.wishDate;
  return {
    name: product.displayName,
    price: product.price ?? 0,
    startdate: start ? dayMonthYear(start) : '',
  };
}
