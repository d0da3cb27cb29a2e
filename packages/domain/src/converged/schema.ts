import { z } from 'zod/mini';

/**
 * GET /api/converged: the converged (fixed + mobile) status. The spec names the facts the portal
 * needs (converged info present, transfer allowed, transfer reference, fmc user) but not the
 * shape; designed here and used by both sides.
 */
export const ConvergedStatus = z.strictObject({
  /** False for a new customer whose converged info is not there yet (spec §2.6 guards). */
  hasConvergedInfo: z.boolean(),
  /** Fixed-mobile converged customer (data-layer `fmc_user`, spec §3). */
  isFmcUser: z.boolean(),
  /** Transfer (overstappen) link shown only when true (spec §2.3, §6). */
  transferAllowed: z.boolean(),
  /** Reference of a transfer dossier to complete; `/overstappen-afronden/{reference}` only with one. */
  transferReference: z.nullable(z.string()),
});
export type ConvergedStatus = z.infer<typeof ConvergedStatus>;

export const convergedSchemas = {
  reads: { converged: ConvergedStatus },
  writes: {},
};
