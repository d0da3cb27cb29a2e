import { z } from 'zod/mini';
import { IsoDate, IsoDateTime } from '../endpoint/common.ts';

/** A video-on-demand rental (GET /api/usage/vod). */
export const VodRental = z.strictObject({ date: IsoDate, title: z.string(), price: z.number() });
export type VodRental = z.infer<typeof VodRental>;

/** A call charged separately (GET /api/usage/voip). */
export const VoipCall = z.strictObject({
  startTime: IsoDateTime,
  /** Called number, the last digits masked as on the invoice. */
  number: z.string(),
  durationSeconds: z.number(),
  destination: z.enum(['Vast', 'Mobiel', 'Buitenland', 'Servicenummer']),
  price: z.number(),
});
export type VoipCall = z.infer<typeof VoipCall>;

/** Usage costs of one month (/gebruikskosten); `?month=YYYY-MM`, default the current month. */
const usagePeriod = <T extends z.ZodMiniType>(item: T) =>
  z.strictObject({
    month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
    items: z.array(item),
    total: z.number(),
  });

export const VodUsage = usagePeriod(VodRental);
export type VodUsage = z.infer<typeof VodUsage>;
export const VoipUsage = usagePeriod(VoipCall);
export type VoipUsage = z.infer<typeof VoipUsage>;
/** One month of usage of either kind. */
export type UsagePeriod<T> = Omit<VodUsage, 'items'> & { items: T[] };

export const usageSchemas = {
  reads: { vodUsage: VodUsage, voipUsage: VoipUsage },
  writes: {},
};
