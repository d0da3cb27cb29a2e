import { reads } from '@vonk/domain/contract';
import { contractRoutes, serveRead } from '../contractRoutes.ts';

/** Feature configuration flags of this customer (spec §3). */
export function featureRoutes() {
  return contractRoutes(serveRead(reads.features, (c) => c.get('persona').features));
}
