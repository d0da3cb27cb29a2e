import type { Credit } from './schema.ts';

/** Newest first by date (a copy; the input is left alone). */
export function creditsNewestFirst(credits: readonly Credit[]): Credit[] {
  return [...credits].sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}

/**
 * The credit a link asks for (`/rekeningen?tegoed={id}`, ADR 071): found in the customer's own
 * list, absent when the link names none, or unknown (an old link, another account's credit), so
 * the page says so instead of asking the API for a credit that is not the customer's.
 */
export type CreditLink =
  { kind: 'none' } | { kind: 'found'; credit: Credit } | { kind: 'unknown'; id: string };

export function creditFromLink(credits: readonly Credit[], id: string | null): CreditLink {
  const wanted = id?.trim() ?? '';
  if (!wanted) return { kind: 'none' };
  const credit = credits.find((candidate) => candidate.id === wanted);
  return credit ? { kind: 'found', credit } : { kind: 'unknown', id: wanted };
}
