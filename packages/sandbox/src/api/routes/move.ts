import { Hono } from 'hono';
import type { PlannedMove, ProductOrderResult } from '@vonk/domain/contract';
import { knownAddresses } from '../../personas/addresses.ts';
import { recordOrder } from '../productChanges.ts';
import type { ApiEnv } from '../types.ts';
import { isRecord, jsonBody, parseAddress } from '../validation.ts';

/** Spec §5, to the letter. */
export const UNKNOWN_ADDRESS = 'De combinatie van postcode, huisnummer en toevoeging is onbekend.';

/** /api/move: the planned move and planning one (paths designed here; spec: "not shown"). */
export function moveRoutes() {
  return new Hono<ApiEnv>()
    .get('/address', (c) => c.json(c.get('persona').plannedMove satisfies PlannedMove | null))
    .post('/', async (c) => {
      const body = await jsonBody(c.req);
      const address = isRecord(body) ? parseAddress(body.address) : undefined;
      const moveDate = isRecord(body) ? body.moveDate : undefined;
      if (!address || typeof moveDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(moveDate)) {
        return c.json({ message: 'Body must be { address, moveDate }.' }, 400);
      }
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
