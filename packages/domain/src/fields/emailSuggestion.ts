import { emailAddress } from './emailAddress.ts';

// "Bedoel je …?" (ADR 128): a likely typo of a mail domain many Dutch customers use gets a
// suggestion that never blocks (a real domain may be one letter off a common one). A domain that is
// itself a known mail domain is never "corrected" (mail.com is one letter from gmail.com).

/** Domains a typo is corrected towards, most used first (the first of equally close ones wins). */
const SUGGESTED = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'live.nl',
  'hotmail.nl',
  'ziggo.nl',
  'kpnmail.nl',
  'icloud.com',
  'yahoo.com',
  'outlook.nl',
  'live.com',
  'kpnplanet.nl',
  'planet.nl',
  'home.nl',
  'xs4all.nl',
  'upcmail.nl',
  'telfort.nl',
  'hetnet.nl',
  'casema.nl',
  'chello.nl',
  'zeelandnet.nl',
  'protonmail.com',
  'proton.me',
  'gmx.net',
] as const;

/** Real domains near a suggested one: typed, they are meant. */
const ALSO_KNOWN = new Set([
  'mail.com',
  'gmx.com',
  'gmx.de',
  'me.com',
  'mac.com',
  'msn.com',
  'ymail.com',
  'yahoo.nl',
  'aol.com',
  'live.be',
  'hotmail.be',
  'telenet.be',
  'skynet.be',
  'online.nl',
  'tele2.nl',
  'vodafone.nl',
  'vonk.nl',
]);

/** Edits between two strings (optimal string alignment: a swap of neighbours is one edit). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** One edit away, two for a long domain (`hotmial.con`): further is more likely meant. */
const closeEnough = (distance: number, domain: string) =>
  distance > 0 && distance <= (domain.length >= 10 ? 2 : 1);

/** `'jan@gmial.com'` → `'jan@gmail.com'`; undefined when the address is invalid or not a likely typo. */
export function emailSuggestion(input: string): string | undefined {
  const result = emailAddress(input);
  if (!result.ok) return undefined;
  const at = result.value.lastIndexOf('@');
  const domain = result.value.slice(at + 1);
  if (ALSO_KNOWN.has(domain) || (SUGGESTED as readonly string[]).includes(domain)) return undefined;
  let best: { domain: string; distance: number } | undefined;
  for (const candidate of SUGGESTED) {
    const distance = editDistance(domain, candidate);
    if (closeEnough(distance, candidate) && (!best || distance < best.distance))
      best = { domain: candidate, distance };
  }
  return best && `${result.value.slice(0, at)}@${best.domain}`;
}

export const SUGGESTED_EMAIL_DOMAINS: readonly string[] = SUGGESTED;
export const KNOWN_EMAIL_DOMAINS: ReadonlySet<string> = ALSO_KNOWN;
