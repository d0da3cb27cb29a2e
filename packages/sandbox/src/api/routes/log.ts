import { Hono } from 'hono';
import type { Context } from 'hono';
import type { WriteResult } from '@vonk/domain/contract';
import type { SandboxStore } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

/**
 * POST /api/log (logged in) and /api/log/external (anonymous, spec §7.2). Entries are kept in
 * memory so tests can assert what the portal logged: GET /__sandbox/logs.
 */
export function logRoutes(store: SandboxStore) {
  const receive = (external: boolean) => async (c: Context<ApiEnv>) => {
    const entry = bodyOf(c, external ? 'logExternal' : 'log');
    store.logs.add({
      ...entry,
      external,
      customerCode: external ? null : c.get('persona').account.customerId,
      receivedAt: new Date().toISOString(),
    });
    return c.json({ success: true } satisfies WriteResult);
  };
  return new Hono<ApiEnv>().post('/', receive(false)).post('/external', receive(true));
}
