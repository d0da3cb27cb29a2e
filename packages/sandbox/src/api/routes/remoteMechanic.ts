import { Hono } from 'hono';
import type { RemoteSupportRequest } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/remotemechanic: request the remote mechanic (answers `true`) and list open requests. */
export function remoteMechanicRoutes() {
  return new Hono<ApiEnv>()
    .get('/open', (c) =>
      c.json(c.get('persona').remoteSupportRequests satisfies RemoteSupportRequest[]),
    )
    .post('/', (c) => {
      const requests = c.get('persona').remoteSupportRequests;
      requests.push({
        id: `RM-${Date.now().toString(36)}`,
        createdAt: new Date().toISOString(),
        status: 'Open',
      });
      return c.json(true);
    });
}
