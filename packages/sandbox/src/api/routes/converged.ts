import { reads } from '@vonk/domain/contract';
import { contractRoutes, serveRead } from '../contractRoutes.ts';

/** Converged status, transfer flag and reference (spec §2.3, §2.6). */
export function convergedRoutes() {
  return contractRoutes(serveRead(reads.converged, (c) => c.get('persona').converged));
}
