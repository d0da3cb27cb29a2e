import { Hono } from 'hono';
import type { FaultRegistry } from '../../faults/index.ts';
import { parseFaultSpec } from '../../faults/index.ts';
import type { SandboxStore } from '../../personas/index.ts';

/**
 * /__sandbox: test controls. Exists only in the sandbox (a production API has no such routes)
 * and needs no token, so e2e tests and the dev can drive it with a plain fetch or curl.
 */
export function sandboxControlRoutes(store: SandboxStore, faults: FaultRegistry) {
  return new Hono()
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
    .post('/reset', (c) => {
      store.reset();
      faults.clear();
      return c.body(null, 204);
    })
    .get('/logs', (c) => c.json(store.logs.list()))
    .delete('/logs', (c) => {
      store.logs.clear();
      return c.body(null, 204);
    });
}
