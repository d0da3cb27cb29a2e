import { Hono } from 'hono';
import type { StreamingCustomer } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/entertainment/viaplay: the streaming-service customer (spec §2.5, §7.2). */
export function entertainmentRoutes() {
  return new Hono<ApiEnv>().get('/viaplay', (c) =>
    c.json(c.get('persona').streaming satisfies StreamingCustomer),
  );
}
