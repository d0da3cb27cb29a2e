import { Hono } from 'hono';
import { RuntimeConfig } from '@vonk/domain/contract';
import type { FaultRegistry } from '../../faults/index.ts';
import { parseFaultSpec } from '../../faults/index.ts';
import type { SandboxStore } from '../../personas/index.ts';
import { isNamespace } from '../../personas/namespaces.ts';
import type { RuntimeSwitches } from './runtimeConfig.ts';
import { completeHouseholdRegistration } from './household.ts';
import { completeOpenOrders } from '../productChanges.ts';

const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * /__sandbox: test controls. Exists only in the sandbox (a production API has no such routes)
 * and needs no token, so e2e tests and the dev can drive it with a plain fetch or curl.
 * PUT /config {production} rehearses production error handling (spec §8: failures go to /error)
 * without a restart; {requestTimeouts} shortens the portal's timeouts for fault tests (a hang costs
 * a second); {today} sets the portal's calendar day (the §8 notice window); reset restores all.
 * Persona namespaces (ADR 086): reset with {namespace: "w1"} drops only that namespace's persona
 * copies, faults and session lifetime (ADR 093), {namespace: "all"} every copy (the e2e global setup), and
 * leaves faults, switches and the fixtures alone; a plain reset leaves the copies alone, since
 * each belongs to one e2e worker.
 */
export function sandboxControlRoutes(
  store: SandboxStore,
  faults: FaultRegistry,
  switches: RuntimeSwitches,
  onReset: () => void = () => {},
  onNamespaceReset: (namespace?: string) => void = () => {},
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
        // ?namespace=w3 clears only that namespace's faults (ADR 093); without it, every fault.
        const namespace = c.req.query('namespace');
        if (namespace === undefined) faults.clear();
        else if (isNamespace(namespace)) faults.clearNamespace(namespace);
        else return c.json({ message: 'namespace must be "w" and a number, e.g. "w1".' }, 400);
        return c.body(null, 204);
      })
      .put('/config', async (c) => {
        const body: unknown = await c.req.json().catch(() => undefined);
        const { production, today, requestTimeouts } = (body ?? {}) as Record<string, unknown>;
        const timeouts = RuntimeConfig.shape.requestTimeouts.safeParse(requestTimeouts);
        const validProduction = production === undefined || typeof production === 'boolean';
        const validToday = today === undefined || today === null || isCalendarDay(today);
        const nothing = production === undefined && today === undefined && !requestTimeouts;
        if (!validProduction || !validToday || !timeouts.success || nothing) {
          return c.json(
            {
              message:
                'Body must set one or more of { "production": true | false, "today": "yyyy-mm-dd" | null, "requestTimeouts": { "readMs", "writeMs", "preloadBudgetMs" } }.',
            },
            400,
          );
        }
        if (typeof production === 'boolean') switches.production = production;
        if (today === null || isCalendarDay(today)) switches.today = today;
        if (timeouts.data) switches.requestTimeouts = timeouts.data;
        return c.json({
          production: switches.production,
          ...(switches.today !== null && { today: switches.today }),
          ...(switches.requestTimeouts && { requestTimeouts: switches.requestTimeouts }),
        });
      })
      .post('/reset', async (c) => {
        const body: unknown = await c.req.json().catch(() => undefined);
        const namespace = (body as { namespace?: unknown } | undefined)?.namespace;
        if (namespace !== undefined) {
          if (namespace !== 'all' && !isNamespace(namespace))
            return c.json(
              { message: 'namespace must be "all", or "w" and a number, e.g. "w1".' },
              400,
            );
          store.resetNamespace(namespace === 'all' ? undefined : namespace);
          faults.clearNamespace(namespace === 'all' ? undefined : namespace);
          onNamespaceReset(namespace === 'all' ? undefined : namespace);
          return c.body(null, 204);
        }
        store.reset();
        faults.clear();
        switches.reset();
        onReset();
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
      // The back office completes the persona's open orders (issue #14: a line is ordered, delivered, then cancelled).
      .post('/orders/:login/complete', (c) => {
        const persona = store.byLogin(c.req.param('login'));
        if (!persona) return c.json({ message: 'Unknown login.' }, 404);
        return c.json({ completed: completeOpenOrders(persona) });
      })
      // The public-link references this sandbox issued (ADR 064), per login: e2e reads them here
      // instead of typing them, since they are random per sandbox process.
      .get('/public-links', (c) =>
        c.json(
          Object.fromEntries(
            store.all().map((persona) => [
              persona.login,
              {
                transferReference: persona.transfer?.reference ?? null,
                returnReferences: (persona.returnLabels ?? []).map((label) => label.reference),
                optOutId: persona.optOut.id,
              },
            ]),
          ),
        ),
      )
      // The mails the sandbox "sent" (ADR 128), oldest first; ?to= one address (its xn-- form).
      .get('/outbox', (c) => c.json(store.outbox.list(c.req.query('to'))))
      .get('/logs', (c) => c.json(store.logs.list()))
      .delete('/logs', (c) => {
        store.logs.clear();
        return c.body(null, 204);
      })
  );
}
