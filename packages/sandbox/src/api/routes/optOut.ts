import { Hono } from 'hono';
import type { OptOutPreferences, WriteResult } from '@vonk/domain/contract';
import type { SandboxStore } from '../../personas/index.ts';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

const CHOICES = ['commercialEmail', 'newsletter', 'surveys'] as const;

/** /api/optout/v2: e-mail preferences by the id in an unsubscribe link; public (see publicPaths.ts). */
export function optOutRoutes(store: SandboxStore) {
  const find = (id: string) => store.all().find((persona) => persona.optOut.id === id)?.optOut;
  return new Hono<ApiEnv>()
    .get('/v2/:id', (c) => {
      const preferences = find(c.req.param('id'));
      return preferences
        ? c.json(preferences satisfies OptOutPreferences)
        : c.json({ message: 'Unknown opt-out id.' }, 404);
    })
    .put('/v2', async (c) => {
      const body = bodyOf(c, 'saveOptOut');
      const preferences = find(body.id);
      if (!preferences) return c.json({ message: 'Unknown opt-out id.' }, 404);
      for (const key of CHOICES) preferences[key] = body[key];
      return c.json({ success: true } satisfies WriteResult);
    });
}
