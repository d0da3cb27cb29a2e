import type { IsoDate } from '../endpoint/common.ts';
import type { Product, Subscription } from '../subscription/schema.ts';
import type { CeaseProductsRequest } from './schema.ts';

/** How a cease is sent: TV through its own cease order (spec §8), the rest by technicalId. */
export type CeaseRoute = 'tvCease' | 'productsCease';

export interface CeasePlan {
  /** What the customer chose to cancel. */
  product: Product;
  /** What ends with it (packages and boxes with TV; everything with the internet). */
  endsWith: Product[];
  /** The internet carries the subscription: cancelling it cancels everything. */
  wholeSubscription: boolean;
  route: CeaseRoute;
  /** When it stops: add-ons are switched off at once; TV after a month's notice (ADR 049). */
  endDate: IsoDate;
  /** What the customer pays less per month, in euro. */
  monthlySaving: number;
  /** The /api/products/cease body (productsCease). */
  request: CeaseProductsRequest;
}

/** Every current product with a technicalId, in the order /abonnementen lists them. */
export function ceasableProducts(
  subscription: Subscription,
  security: readonly Product[] = [],
): Product[] {
  return [
    subscription.currentInternet,
    subscription.currentTv,
    ...subscription.currentPremiumPackages,
    ...subscription.currentThemePackages,
    ...subscription.currentSettopBoxes,
    subscription.currentPrimaryVoipProduct,
    subscription.currentSecondaryVoipProduct,
    ...subscription.currentWifiExtenders,
    ...security,
  ].flatMap((product) => (product ? [product] : []));
}

/** The day a month after `today` (the notice period for TV); the 31st becomes the month's last. */
export function oneMonthAfter(today: IsoDate): IsoDate {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(day, last)));
  return date.toISOString().slice(0, 10);
}

const cents = (products: readonly Product[]) =>
  products.reduce((sum, product) => sum + Math.round((product.price ?? 0) * 100), 0) / 100;

/**
 * Issue #14 cease: what ends when the customer cancels `technicalId` and from when. Null when the
 * customer has no such product. The set-top boxes are not cancelled on their own: they go with TV.
 */
export function ceasePlan(
  subscription: Subscription,
  security: readonly Product[],
  technicalId: string,
  today: IsoDate,
): CeasePlan | null {
  const all = ceasableProducts(subscription, security);
  const product = all.find((candidate) => candidate.technicalId === technicalId);
  if (!product) return null;
  const is = (slot: Product | null) => slot?.technicalId === technicalId;
  const wholeSubscription = is(subscription.currentInternet);
  const endsWith = wholeSubscription
    ? all.filter((other) => other !== product)
    : is(subscription.currentTv)
      ? [
          ...subscription.currentPremiumPackages,
          ...subscription.currentThemePackages,
          ...subscription.currentSettopBoxes,
        ]
      : is(subscription.currentPrimaryVoipProduct) && subscription.currentSecondaryVoipProduct
        ? [subscription.currentSecondaryVoipProduct]
        : [];
  const route: CeaseRoute = is(subscription.currentTv) ? 'tvCease' : 'productsCease';
  const ending = [product, ...endsWith];
  return {
    product,
    endsWith,
    wholeSubscription,
    route,
    endDate: route === 'tvCease' ? oneMonthAfter(today) : today,
    monthlySaving: cents(ending),
    request: {
      products: ending.map(({ name, technicalId: id }) => ({ name, technicalId: id })),
    },
  };
}

/** Set-top boxes go with TV; they are not offered on their own. */
export function isCeasableOnItsOwn(subscription: Subscription, product: Product): boolean {
  return !subscription.currentSettopBoxes.includes(product);
}
