/** Opening hours as 'HH:MM' strings, or null when closed. */
export interface OpeningHours {
  open: string;
  close: string;
}

/** Per weekday, Monday first (Dutch week, spec §9). */
export type WeekHours = readonly [
  monday: OpeningHours | null,
  tuesday: OpeningHours | null,
  wednesday: OpeningHours | null,
  thursday: OpeningHours | null,
  friday: OpeningHours | null,
  saturday: OpeningHours | null,
  sunday: OpeningHours | null,
];

const weekdays = (hours: OpeningHours) => [hours, hours, hours, hours, hours] as const;

/** Spec §9: technical help Mon–Fri 8–20, weekend 9–17.30; other questions Mon–Fri 8–18, Sat 9–17.30, Sun closed. */
export const SERVICE_HOURS: { technical: WeekHours; other: WeekHours } = {
  technical: [
    ...weekdays({ open: '08:00', close: '20:00' }),
    { open: '09:00', close: '17:30' },
    { open: '09:00', close: '17:30' },
  ],
  other: [...weekdays({ open: '08:00', close: '18:00' }), { open: '09:00', close: '17:30' }, null],
};

/** The hours of `line` on the weekday of `date` (local time). */
export function serviceHoursOn(line: keyof typeof SERVICE_HOURS, date: Date): OpeningHours | null {
  // getDay: 0 = Sunday; the table starts on Monday.
  return SERVICE_HOURS[line][(date.getDay() + 6) % 7] ?? null;
}

/** Whether `line` is open at `date` (local time; opening time inclusive, closing exclusive). */
export function isServiceOpen(line: keyof typeof SERVICE_HOURS, date: Date): boolean {
  const hours = serviceHoursOn(line, date);
  if (!hours) return false;
  const time = `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
  return hours.open <= time && time < hours.close;
}
