import { z } from 'zod/mini';
import { WriteResult } from '../endpoint/common.ts';

/** GET and PUT /api/tvsettings (spec §2.5 preload; "TV settings: shapes not shown", designed here). */
export const TvSettings = z.strictObject({
  parentalControl: z.strictObject({
    enabled: z.boolean(),
    /** Programmes above this age rating need the PIN. */
    ageLimit: z.literal([6, 9, 12, 16, 18]),
  }),
  /** Whether rentals and purchases ask for the PIN. */
  purchasePinEnabled: z.boolean(),
  /** Terugkijken (replay) switched on for the box. */
  replayEnabled: z.boolean(),
});
export type TvSettings = z.infer<typeof TvSettings>;

export const tvSettingsSchemas = {
  reads: { tvSettings: z.nullable(TvSettings) },
  writes: { saveTvSettings: { body: TvSettings, result: WriteResult } },
};
