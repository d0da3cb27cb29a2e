import { formatKept } from './formatCache.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/**
 * A calendar month `'2026-11'` as `'november 2026'` (nl-NL), or `'nov 2026'` with `short`. Input
 * that is not `YYYY-MM` gives `''`.
 */
export function formatMonth(month: string, { short = false }: { short?: boolean } = {}): string {
  const match = MONTH.exec(month.trim());
  if (!match) return '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 15));
  return formatKept(Intl.DateTimeFormat, 'nl-NL', {
    month: short ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(date)
    .replace('.', '');
}
