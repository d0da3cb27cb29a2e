import { Hono } from 'hono';
import type { HouseholdAddress, WriteResult } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/**
 * /api/household: the household benefit (klantvoordeel, spec §4, §7.2). Subscribing activates
 * the benefit on the subscribe address; unsubscribing makes joining possible again.
 */
export function householdRoutes() {
  return new Hono<ApiEnv>()
    .get('/dashboardaddress', (c) =>
      c.json(c.get('persona').household.dashboardAddress satisfies HouseholdAddress),
    )
    .get('/subscribeaddress', (c) =>
      c.json(c.get('persona').household.subscribeAddress satisfies HouseholdAddress),
    )
    .get('/mayjoin', (c) => c.json(c.get('persona').household.mayJoin))
    .post('/subscribe', (c) => {
      const { household } = c.get('persona');
      if (!household.mayJoin || !household.subscribeAddress) {
        return c.json({
          success: false,
          message: 'Aanmelden voor Klantvoordeel is niet mogelijk.',
        } satisfies WriteResult);
      }
      household.dashboardAddress = household.subscribeAddress;
      household.mayJoin = false;
      return c.json({ success: true } satisfies WriteResult);
    })
    .post('/unsubscribe', (c) => {
      const { household } = c.get('persona');
      household.dashboardAddress = null;
      household.mayJoin = household.subscribeAddress !== null;
      return c.json({ success: true } satisfies WriteResult);
    });
}
