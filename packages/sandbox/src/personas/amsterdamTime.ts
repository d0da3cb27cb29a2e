/**
 * An instant at a wall-clock time in Amsterdam, `days` calendar days from the sandbox clock's
 * today there (issue #29): `amsterdamTime(-1, '18:00')` is yesterday 18:00, with the offset of
 * that day (+01:00 in winter, +02:00 in summer), so the portal says "gisteren 18:00".
 */
export function amsterdamTime(days: number, time: string, now = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  const day = new Date(`${today}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  const date = day.toISOString().slice(0, 10);
  const offset = (at: Date) =>
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Amsterdam', timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')!
      .value.replace('GMT', '') || '+00:00';
  // The offset at noon of that day; the clock changes at night, never at the times we use.
  return `${date}T${time}:00${offset(new Date(`${date}T12:00:00Z`))}`;
}
