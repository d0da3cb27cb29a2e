/**
 * GET /api/converged: the converged (fixed + mobile) status. The spec names the facts the portal
 * needs (converged info present, transfer allowed, transfer reference, fmc user) but not the
 * shape; designed here and used by both sides.
 */
export interface ConvergedStatus {
  /** False for a new customer whose converged info is not there yet (spec §2.6 guards). */
  hasConvergedInfo: boolean;
  /** Fixed-mobile converged customer (data-layer `fmc_user`, spec §3). */
  isFmcUser: boolean;
  /** Transfer (overstappen) link shown only when true (spec §2.3, §6). */
  transferAllowed: boolean;
  /** Reference of a transfer dossier to complete; `/overstappen-afronden/{reference}` only with one. */
  transferReference: string | null;
}
