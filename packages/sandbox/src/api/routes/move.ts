import { Hono } from 'hono';
import type { PlannedMove, ProductOrderResult } from '@vonk/domain/contract';
import { knownAddresses } from '../../personas/addresses.ts';
import { recordOrder } from '../productChanges.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';
import { normaliseAddress } from '../fieldRules.ts';

/** Spec §5, to the letter. */
export const UNKNOWN_ADDRESS = 'De combinatie van postcode, huisnummer en toevoeging is onbekend.';

/** /api/move: the planned move and planning one (paths designed here; spec: "not shown"). */
export function moveRoutes() {
  return new Hono<ApiEnv>()
    .get('/address', (c) => c.json(c.get('persona').plannedMove satisfies PlannedMove | null))
    .post('/', async (c) => {
      const { address: given, moveDate } = bodyOf(c, 'planMove');
      const address = normaliseAddress(given);
      if (!address) return c.json({ message: 'address: no Dutch postcode.' }, 400);
      const known = knownAddresses.find(
        (candidate) =>
          candidate.postalCode === address.postalCode &&
          candidate.houseNumber === address.houseNumber &&
          (candidate.houseNumberAddition ?? '').toLowerCase() ===
            (address.houseNumberAddition ?? '').toLowerCase(),
      );
      if (!known)
        return c.json({
          success: false,
          message: UNKNOWN_ADDRESS,
          orderId: null,
        } satisfies ProductOrderResult);
      const persona = c.get('persona');
      const products = persona.subscription.currentInternet
        ? [persona.subscription.currentInternet.name]
        : [];
      const order = recordOrder(persona, 'Move', products, null, moveDate);
      persona.plannedMove = { address: known, moveDate, orderId: order.id };
      return c.json({ success: true, orderId: order.id } satisfies ProductOrderResult);
    });
}
