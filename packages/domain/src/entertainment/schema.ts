import { z } from 'zod/mini';

/** GET /api/entertainment/viaplay: the streaming-service customer (spec §2.5). */
export const StreamingCustomer = z.strictObject({
  isCustomer: z.boolean(),
  /** Catalogue name of the streaming product, e.g. 'Viaplay Basis'. */
  productName: z.nullable(z.string()),
  /** False until the customer activated their streaming account. */
  activated: z.boolean(),
  activationUrl: z.nullable(z.string()),
});
export type StreamingCustomer = z.infer<typeof StreamingCustomer>;

export const entertainmentSchemas = {
  reads: { streamingCustomer: StreamingCustomer },
  writes: {},
};
