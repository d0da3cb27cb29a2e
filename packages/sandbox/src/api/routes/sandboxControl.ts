import { Hono } from 'hono';
import type { FaultRegistry } from '../../faults/index.ts';
import { parseFaultSpec } from '../../faults/index.ts';
import type { SandboxStore } from '../../personas/index.ts';
import type { RuntimeSwitches } from './runtimeConfig.ts';
import type { SessionSwitches } from '../../sessionSwitches.ts';
import { completeHouseholdRegistration } from './household.ts';

/**
 * /__sandbox: test controls. Exists only in the sandbox (a production API has no such routes)
 * and needs no token, so e2e tests and the dev can drive it with a plain fetch or curl.
 * PUT /config {production} rehearses production error handling (spec §8: failures go to /error)
 * without a restart; reset restores it.
 */
export function sandboxControlRoutes(
  store: SandboxStore,
  faults: FaultRegistry,
  switches: RuntimeSwitches,
  session?: SessionSwitches,
) {
  return (
    new Hono()
      .get('/faults', (c) => c.json(faults.list()))
      .post('/faults', async (c) => {
        const spec = parseFaultSpec(await c.req.json().catch(() => undefined));
        if (typeof spec === 'string') return c.json({ message: spec }, 400);
        return c.json(faults.add(spec), 201);
      })
      .delete('/faults', (c) => {
        faults.clear();
        return c.body(null, 204);
      })
      .put('/config', async (c) => {
        const body: unknown = await c.req.json().catch(() => undefined);
        const production = (body as { production?: unknown } | undefined)?.production;
        if (typeof production !== 'boolean') {
          return c.json({ message: 'Body must be { "production": true | false }.' }, 400);
        }
        switches.production = production;
        return c.json({ production });
      })
      .post('/reset', (c) => {
        store.reset();
        faults.clear();
        switches.reset();
        session?.reset();
        return c.body(null, 204);
      })
      // The mobile side accepts a pending Klantvoordeel sign-up (issue #12, ADR 042).
      .post('/household/:login/complete', (c) => {
        const persona = store.byLogin(c.req.param('login'));
        if (!persona) return c.json({ message: 'Unknown login.' }, 404);
        return completeHouseholdRegistration(persona.household)
          ? c.body(null, 204)
          : c.json({ message: 'No pending registration.' }, 409);
      })
      .get('/logs', (c) => c.json(store.logs.list()))
      .delete('/logs', (c) => {
        store.logs.clear();
        return c.body(null, 204);
      })
  );
}
