import { z } from 'zod/mini';
import { IsoDate } from '../endpoint/common.ts';

/** A current product of the subscription (spec §3). */
export const Product = z.strictObject({
  technicalId: z.string(),
  /** Catalogue name, e.g. 'Thuis Veilig Online'. */
  name: z.string(),
  displayName: z.string(),
  /** Monthly price in euro; null when unknown (tracking then sends 0). */
  price: z.nullable(z.number()),
  inServiceDate: z.nullable(IsoDate),
  wishDate: z.nullable(IsoDate),
});
export type Product = z.infer<typeof Product>;

/** GET /api/subscription: current products (spec §3). */
export const Subscription = z.strictObject({
  currentInternet: z.nullable(Product),
  currentWifiExtenders: z.array(Product),
  currentTv: z.nullable(Product),
  currentPremiumPackages: z.array(Product),
  currentThemePackages: z.array(Product),
  currentSettopBoxes: z.array(Product),
  currentPrimaryVoipProduct: z.nullable(Product),
  currentSecondaryVoipProduct: z.nullable(Product),
});
export type Subscription = z.infer<typeof Subscription>;

/**
 * GET /api/subscription/status. Shape designed here (spec: "not shown"): whether the customer has
 * a fixed subscription yet, and whether the initial order is still running.
 */
export const SubscriptionStatus = z.strictObject({
  status: z.enum(['Active', 'InitialOrderInProgress', 'Ceased', 'None']),
  isSubscribedAtFixed: z.boolean(),
});
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const subscriptionSchemas = {
  reads: { subscription: Subscription, subscriptionStatus: SubscriptionStatus },
  writes: {},
};
