/** Spec §9: service hours of the customer service, as data and as Dutch text. */

export interface ServiceHoursPeriod {
  /** Dutch days, e.g. `'maandag t/m vrijdag'`. */
  days: string;
  /** `'08:00'`, or `null` when closed. */
  opens: string | null;
  closes: string | null;
}

export interface ServiceHoursLine {
  label: string;
  periods: readonly ServiceHoursPeriod[];
}

export const SERVICE_HOURS = {
  technicalHelp: {
    label: 'Technische hulp',
    periods: [
      { days: 'maandag t/m vrijdag', opens: '08:00', closes: '20:00' },
      { days: 'zaterdag en zondag', opens: '09:00', closes: '17:30' },
    ],
  },
  otherQuestions: {
    label: 'Overige vragen',
    periods: [
      { days: 'maandag t/m vrijdag', opens: '08:00', closes: '18:00' },
      { days: 'zaterdag', opens: '09:00', closes: '17:30' },
      { days: 'zondag', opens: null, closes: null },
    ],
  },
} as const satisfies Record<string, ServiceHoursLine>;

function lineText({ label, periods }: ServiceHoursLine): string {
  const parts = periods.map(({ days, opens, closes }) =>
    opens && closes ? `${days} ${opens}–${closes} uur` : `${days} gesloten`,
  );
  return `${label}: ${parts.join(', ')}`;
}

/**
 * ```
 * technicalHelp:  'Technische hulp: maandag t/m vrijdag 08:00–20:00 uur, zaterdag en zondag 09:00–17:30 uur'
 * otherQuestions: 'Overige vragen: maandag t/m vrijdag 08:00–18:00 uur, zaterdag 09:00–17:30 uur, zondag gesloten'
 * ```
 */
export function serviceHoursText(): { technicalHelp: string; otherQuestions: string } {
  return {
    technicalHelp: lineText(SERVICE_HOURS.technicalHelp),
    otherQuestions: lineText(SERVICE_HOURS.otherQuestions),
  };
}
