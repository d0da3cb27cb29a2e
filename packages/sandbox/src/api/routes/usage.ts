import { Hono } from 'hono';
import type { Context } from 'hono';
import type { UsagePeriod } from '@vonk/domain/contract';
import type { ApiEnv } from '../types.ts';

/** Items of one month (`?month=YYYY-MM`, default this month), summed in whole cents. */
function period<T>(
  c: Context<ApiEnv>,
  items: T[],
  dateOf: (item: T) => string,
  priceOf: (item: T) => number,
) {
  const month = c.req.query('month') ?? new Date().toISOString().slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month))
    return c.json({ message: 'month must be YYYY-MM.' }, 400);
  const inMonth = items.filter((item) => dateOf(item).startsWith(month));
  const total = inMonth.reduce((cents, item) => cents + Math.round(priceOf(item) * 100), 0) / 100;
  return c.json({ month, items: inMonth, total } satisfies UsagePeriod<T>);
}

/** /api/usage: usage costs for video on demand and calls (spec §7.2, /gebruikskosten). */
export function usageRoutes() {
  return new Hono<ApiEnv>()
    .get('/vod', (c) =>
      period(
        c,
        c.get('persona').usage.vod,
        (rental) => rental.date,
        (rental) => rental.price,
      ),
    )
    .get('/voip', (c) =>
      period(
        c,
        c.get('persona').usage.voip,
        (call) => call.startTime,
        (call) => call.price,
      ),
    );
}
