import { Hono } from 'hono';
import type { ConvergedStatus } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/converged: converged status, transfer flag and reference (spec §2.3, §2.6). */
export function convergedRoutes() {
  return new Hono<ApiEnv>().get('/', (c) =>
    c.json(c.get('persona').converged satisfies ConvergedStatus),
  );
}
