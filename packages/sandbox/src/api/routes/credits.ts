import { reads } from '@vonk/domain/contract';
import { contractRoutes, serveRead } from '../contractRoutes.ts';

/** Money the customer gets back, e.g. outage compensation (paths designed in the domain). */
export function creditRoutes() {
  return contractRoutes(
    serveRead(reads.credits, (c) => c.get('persona').credits),
    serveRead(
      reads.credit,
      (c, [id]) =>
        c.get('persona').credits.find((credit) => credit.id === id) ??
        c.json({ message: 'Credit not found.' }, 404),
    ),
  );
}
