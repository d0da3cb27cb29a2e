import { Hono } from 'hono';
import type { SessionSwitches } from '../../sessionSwitches.ts';

/**
 * /__sandbox/session: session timings for tests (ADR 058). GET shows them; PUT
 * {accessTokenTtlSeconds?, idleTimeoutSeconds?, keepAlive?} changes them for the tokens issued
 * and the config served from now on; POST /__sandbox/reset restores them.
 */
export function sessionControlRoutes(session: SessionSwitches) {
  return new Hono()
    .get('/', (c) => c.json(session.settings()))
    .put('/', async (c) => {
      const problem = session.apply(await c.req.json().catch(() => undefined));
      if (problem) return c.json({ message: problem }, 400);
      return c.json(session.settings());
    });
}
