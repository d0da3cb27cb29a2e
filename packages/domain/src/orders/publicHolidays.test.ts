import { describe, expect, it } from 'vitest';
import { dutchPublicHolidays, isWorkingDay } from './publicHolidays.ts';

describe('dutchPublicHolidays (Regulation 1182/71 list for NL)', () => {
  it.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-04-05', // Easter Sunday
        '2026-04-06', // Easter Monday
        '2026-04-27', // King's Day, a Monday
        '2026-05-14', // Ascension Day
        '2026-05-24', // Whit Sunday
        '2026-05-25', // Whit Monday
        '2026-12-25',
        '2026-12-26',
      ],
    ],
    [
      2025,
      [
        '2025-01-01',
        '2025-04-20',
        '2025-04-21',
        '2025-04-26', // the 27th is a Sunday: King's Day moves to Saturday
        '2025-05-05', // Liberation Day, a lustrum year
        '2025-05-29',
        '2025-06-08',
        '2025-06-09',
        '2025-12-25',
        '2025-12-26',
      ],
    ],
  ])('%i', (year, holidays) => {
    expect(dutchPublicHolidays(year)).toEqual(holidays);
  });

  it.each([
    ['2026-12-28', true], // Monday
    ['2026-12-25', false], // Christmas Day, a Friday
    ['2026-12-26', false], // Saturday and Boxing Day
    ['2027-03-29', false], // Easter Monday
    ['2027-05-06', false], // Ascension Day
    ['2027-05-17', false], // Whit Monday
    ['2027-05-05', true], // Liberation Day, not a lustrum year
  ])('%s is a working day: %s', (date, working) => {
    expect(isWorkingDay(date)).toBe(working);
  });
});
