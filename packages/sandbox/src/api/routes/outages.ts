import { Hono } from 'hono';
import type { OutageIncidents } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/outages/incidents: current outages at the customer's address; `{}` when none (spec §7.2). */
export function outageRoutes() {
  return new Hono<ApiEnv>().get('/incidents', (c) => {
    const incidents = c.get('persona').outages;
    return c.json((incidents.length ? { incidents } : {}) satisfies OutageIncidents);
  });
}
