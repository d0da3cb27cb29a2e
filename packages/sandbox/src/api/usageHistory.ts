import type { VodRental, VoipCall } from '@vonk/domain/contract';

// Usage costs of this month and the eleven before, made up from the persona's own fixture items
// (their numbers, destinations and titles) relative to the sandbox clock, so /gebruikskosten never
// goes empty as time passes (issue #11). The same persona and month give the same items.

/** How many months back the sandbox has usage for (this month and the eleven before). */
export const USAGE_MONTHS = 12;

/** A small deterministic generator (mulberry32) seeded from text. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const char of seedText) seed = (Math.imul(seed, 31) + char.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM` of `now` minus `back` months. */
export function monthBefore(now: Date, back: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}`;
}

/** The days of `month` that have passed by `now` (all of them for an earlier month). */
function daysOf(month: string, now: Date): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const inMonth = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return month === monthBefore(now, 0) ? now.getUTCDate() : inMonth;
}

/** Euro per minute by destination, with a start tariff: what the fixtures' prices come from. */
const TARIFF: Record<VoipCall['destination'], { start: number; perMinute: number }> = {
  Vast: { start: 0.05, perMinute: 0.09 },
  Mobiel: { start: 0.05, perMinute: 0.11 },
  Buitenland: { start: 0.1, perMinute: 0.09 },
  Servicenummer: { start: 0.1, perMinute: 0.16 },
};

const cents = (euro: number) => Math.round(euro * 100) / 100;

/**
 * Calls of one month for a persona whose fixture has calls: 0 to 5 of them, from the fixture's
 * numbers; the month two before this one is always empty (the "no calls" state).
 */
export function callsOf(
  login: string,
  templates: readonly VoipCall[],
  month: string,
  now: Date,
): VoipCall[] {
  if (templates.length === 0 || month === monthBefore(now, 2)) return [];
  const next = random(`${login}/voip/${month}`);
  const days = daysOf(month, now);
  const count = Math.floor(next() * 6);
  return Array.from({ length: count }, () => {
    const template = templates[Math.floor(next() * templates.length)]!;
    const day = 1 + Math.floor(next() * days);
    const hour = 8 + Math.floor(next() * 14);
    const minute = Math.floor(next() * 60);
    const durationSeconds = 30 + Math.floor(next() * 1500);
    const tariff = TARIFF[template.destination];
    return {
      startTime: `${month}-${pad(day)}T${pad(hour)}:${pad(minute)}:00+01:00`,
      number: template.number,
      durationSeconds,
      destination: template.destination,
      price: cents(tariff.start + (tariff.perMinute * durationSeconds) / 60),
    };
  }).sort((a, b) => b.startTime.localeCompare(a.startTime));
}

/** Rentals of one month for a persona whose fixture has rentals: 0 to 3, from its titles. */
export function rentalsOf(
  login: string,
  templates: readonly VodRental[],
  month: string,
  now: Date,
): VodRental[] {
  if (templates.length === 0) return [];
  const next = random(`${login}/vod/${month}`);
  const days = daysOf(month, now);
  const count = Math.floor(next() * 4);
  return Array.from({ length: count }, () => {
    const template = templates[Math.floor(next() * templates.length)]!;
    return { ...template, date: `${month}-${pad(1 + Math.floor(next() * days))}` };
  }).sort((a, b) => b.date.localeCompare(a.date));
}

/** Whether `month` is one the sandbox has usage for, seen from `now`. */
export function isUsageMonth(month: string, now: Date): boolean {
  return Array.from({ length: USAGE_MONTHS }, (_, back) => monthBefore(now, back)).includes(month);
}
