import { Hono } from 'hono';
import type { FeatureConfiguration } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** /api/features: feature configuration flags of this customer (spec §3). */
export function featureRoutes() {
  return new Hono<ApiEnv>().get('/', (c) =>
    c.json(c.get('persona').features satisfies FeatureConfiguration),
  );
}
