import { z } from 'zod/mini';
import { IsoDate } from '../endpoint/common.ts';

/** GET /api/shippinglabel/{reference}: a return of equipment, shown on /retour-label. */
export const ReturnLabel = z.strictObject({
  /** The return reference from the e-mail, also the public credential of /retour-label. */
  reference: z.string(),
  /** The order the returned equipment belongs to. */
  orderId: z.string(),
  /** What goes in the box, e.g. ['Mediabox Next']. */
  productNames: z.array(z.string()),
  /** Last day the parcel can be handed in. */
  returnBefore: IsoDate,
});
export type ReturnLabel = z.infer<typeof ReturnLabel>;

export const shippingLabelSchemas = {
  reads: { returnLabel: ReturnLabel },
  writes: {},
};
