import { Hono } from 'hono';
import type { TvSettings, WriteResult } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { bodyOf } from '../middleware/contractValidation.ts';

/** /api/tvsettings: null for a customer without TV (spec §2.5 preload, /instellingen/tv). */
export function tvSettingsRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').tvSettings satisfies TvSettings | null))
    .put('/', async (c) => {
      const settings = bodyOf(c, 'saveTvSettings');
      const persona = c.get('persona');
      if (!persona.tvSettings)
        return c.json({ success: false, message: 'Je hebt geen tv.' } satisfies WriteResult);
      persona.tvSettings = settings;
      return c.json({ success: true } satisfies WriteResult);
    });
}
