import type { SubscriptionStatus } from './schema.ts';

/**
 * What the customer holds, for the dashboard's products tile and /abonnementen alike (issue #26):
 * products (`current`), none yet (`none`: a new customer, an initial order still running, or a
 * status not known), or none any more because everything was cancelled (`ceased`).
 */
export type ProductHolding = 'current' | 'none' | 'ceased';

/**
 * Decides it from GET /api/subscription/status and what the screen lists: any product listed
 * means `current`, whatever the status says (a cancellation still running keeps its products).
 */
export function productHolding(
  status: SubscriptionStatus['status'] | undefined,
  productCount: number,
): ProductHolding {
  if (productCount > 0) return 'current';
  return status === 'Ceased' ? 'ceased' : 'none';
}
