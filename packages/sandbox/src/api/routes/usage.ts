import { Hono } from 'hono';
import type { Context } from 'hono';
import type { UsagePeriod } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';
import { callsOf, isUsageMonth, monthBefore, rentalsOf } from '../usageHistory.ts';

/** Items of one month (`?month=YYYY-MM`, default this month), summed in whole cents. */
function period<T>(
  c: Context<ApiEnv>,
  itemsOf: (month: string, now: Date) => T[],
  priceOf: (item: T) => number,
) {
  const now = new Date();
  const month = c.req.query('month') ?? monthBefore(now, 0);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    return c.json({ message: 'month must be YYYY-MM.' }, 400);
  // This month and the eleven before have usage; other months (future, older) are empty.
  const items = isUsageMonth(month, now) ? itemsOf(month, now) : [];
  const total = items.reduce((sum, item) => sum + Math.round(priceOf(item) * 100), 0) / 100;
  return c.json({ month, items, total } satisfies UsagePeriod<T>);
}

/**
 * /api/usage: usage costs for video on demand and calls (spec §7.2, /gebruikskosten), made up per
 * persona and month relative to the sandbox clock from the persona's fixture items (usageHistory).
 */
export function usageRoutes() {
  return new Hono<ApiEnv>()
    .get('/vod', (c) => {
      const { login, usage } = c.get('persona');
      return period(
        c,
        (month, now) => rentalsOf(login, usage.vod, month, now),
        (rental) => rental.price,
      );
    })
    .get('/voip', (c) => {
      const { login, usage } = c.get('persona');
      return period(
        c,
        (month, now) => callsOf(login, usage.voip, month, now),
        (call) => call.price,
      );
    });
}
