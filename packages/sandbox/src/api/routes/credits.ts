import { Hono } from 'hono';
import type { Credit } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/credits: money the customer gets back, e.g. outage compensation (paths designed here). */
export function creditRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').credits satisfies Credit[]))
    .get('/:id', (c) => {
      const credit = c
        .get('persona')
        .credits.find((candidate) => candidate.id === c.req.param('id'));
      return credit
        ? c.json(credit satisfies Credit)
        : c.json({ message: 'Credit not found.' }, 404);
    });
}
