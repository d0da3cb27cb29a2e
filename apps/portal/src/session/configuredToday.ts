import type { RuntimeConfig } from '@vonk/domain';

/**
 * The portal's clock from config.json's `today` (development and tests only: the §8 notice
 * window with any persona), or undefined for the device's clock. Never in production. Noon of
 * that day in local time, so no time zone moves it to the day before or after.
 */
export function configuredToday(
  config: Pick<RuntimeConfig, 'production' | 'today'>,
): (() => Date) | undefined {
  if (config.production || !config.today) return undefined;
  const [year, month, day] = config.today.split('-').map(Number) as [number, number, number];
  return () => new Date(year, month - 1, day, 12);
}
