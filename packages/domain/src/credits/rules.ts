import type { Credit } from './schema.ts';

/** Newest first by date (a copy; the input is left alone). */
export function creditsNewestFirst(credits: readonly Credit[]): Credit[] {
  return [...credits].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}
