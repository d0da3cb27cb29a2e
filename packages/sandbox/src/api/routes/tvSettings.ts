import { Hono } from 'hono';
import type { TvSettings, WriteResult } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { isRecord, jsonBody } from '../validation.ts';

const AGE_LIMITS: ReadonlySet<unknown> = new Set([6, 9, 12, 16, 18]);

function parseTvSettings(input: unknown): TvSettings | undefined {
  if (!isRecord(input) || !isRecord(input.parentalControl)) return undefined;
  const { enabled, ageLimit } = input.parentalControl;
  if (typeof enabled !== 'boolean' || !AGE_LIMITS.has(ageLimit)) return undefined;
  if (typeof input.purchasePinEnabled !== 'boolean' || typeof input.replayEnabled !== 'boolean')
    return undefined;
  return {
    parentalControl: { enabled, ageLimit: ageLimit as TvSettings['parentalControl']['ageLimit'] },
    purchasePinEnabled: input.purchasePinEnabled,
    replayEnabled: input.replayEnabled,
  };
}

/** /api/tvsettings: null for a customer without TV (spec §2.5 preload, /instellingen/tv). */
export function tvSettingsRoutes() {
  return new Hono<ApiEnv>()
    .get('/', (c) => c.json(c.get('persona').tvSettings satisfies TvSettings | null))
    .put('/', async (c) => {
      const settings = parseTvSettings(await jsonBody(c.req));
      if (!settings) return c.json({ message: 'Body must be TvSettings.' }, 400);
      const persona = c.get('persona');
      if (!persona.tvSettings)
        return c.json({ success: false, message: 'Je hebt geen tv.' } satisfies WriteResult);
      persona.tvSettings = settings;
      return c.json({ success: true } satisfies WriteResult);
    });
}
