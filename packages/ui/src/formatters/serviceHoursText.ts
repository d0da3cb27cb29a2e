/**
 * Opening hours as Dutch text. The hours themselves are a business fact of @vonk/domain
 * (`SERVICE_HOURS`, spec §9); the caller passes them in, this only writes them down.
 */

/** Opening and closing time as 'HH:MM'. */
export interface OpeningHoursText {
  open: string;
  close: string;
}

/** Seven days, Monday first; null when closed (the domain's `WeekHours` fits). */
export type WeekOpeningHours = readonly (OpeningHoursText | null)[];

const DAYS = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];

const same = (a: OpeningHoursText | null, b: OpeningHoursText | null) =>
  a === b || (a !== null && b !== null && a.open === b.open && a.close === b.close);

/** 'maandag', 'zaterdag en zondag', 'maandag t/m vrijdag'. */
function dayRange(first: number, last: number): string {
  if (first === last) return DAYS[first]!;
  return `${DAYS[first]} ${last === first + 1 ? 'en' : 't/m'} ${DAYS[last]}`;
}

/**
 * Days with the same hours in a row become one range:
 * `'Technische hulp: maandag t/m vrijdag 08:00–20:00 uur, zaterdag en zondag 09:00–17:30 uur'`,
 * `'Overige vragen: maandag t/m vrijdag 08:00–18:00 uur, zaterdag 09:00–17:30 uur, zondag gesloten'`.
 */
export function serviceHoursText(label: string, week: WeekOpeningHours): string {
  const parts: string[] = [];
  for (let first = 0; first < week.length;) {
    const hours = week[first] ?? null;
    let last = first;
    while (last + 1 < week.length && same(week[last + 1] ?? null, hours)) last += 1;
    const days = dayRange(first, last);
    parts.push(hours ? `${days} ${hours.open}–${hours.close} uur` : `${days} gesloten`);
    first = last + 1;
  }
  return `${label}: ${parts.join(', ')}`;
}
