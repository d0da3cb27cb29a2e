import { Hono } from 'hono';
import { isNamespace } from '../../personas/namespaces.ts';
import type { SessionSwitches } from '../../sessionSwitches.ts';

/**
 * /__sandbox/session: session timings for tests (ADR 058). GET shows them; PUT
 * {accessTokenTtlSeconds?, idleTimeoutSeconds?, keepAlive?} changes them for the tokens issued
 * and the config served from now on; POST /__sandbox/reset restores them. PUT {namespace: "w3",
 * accessTokenTtlSeconds} shortens the tokens of that namespace's logins only (ADR 093), and
 * POST /__sandbox/reset {namespace: "w3"} drops it; GET ?namespace=w3 shows it.
 */
export function sessionControlRoutes(session: SessionSwitches) {
  return new Hono()
    .get('/', (c) => {
      const namespace = c.req.query('namespace');
      if (namespace === undefined) return c.json(session.settings());
      if (!isNamespace(namespace))
        return c.json({ message: 'namespace must be "w" and a number, e.g. "w1".' }, 400);
      return c.json(session.namespaceSettings(namespace));
    })
    .put('/', async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined);
      const problem = session.apply(body);
      if (problem) return c.json({ message: problem }, 400);
      const { namespace } = body as { namespace?: string };
      return c.json(namespace ? session.namespaceSettings(namespace) : session.settings());
    });
}
