import { z } from 'zod/mini';
import { Product } from '../subscription/schema.ts';

/** GET /api/fsecure/customer: the online-security (Veilig Online) customer (spec §2.5). */
export const SecurityCustomer = z.strictObject({
  isCustomer: z.boolean(),
  products: z.array(Product),
  /** Device licences of the everywhere product; 0 without it. */
  licences: z.number(),
  /** Where the customer downloads the software; null when not a customer. */
  downloadUrl: z.nullable(z.string()),
});
export type SecurityCustomer = z.infer<typeof SecurityCustomer>;

export const securitySchemas = {
  reads: { securityCustomer: SecurityCustomer },
  writes: {},
};
