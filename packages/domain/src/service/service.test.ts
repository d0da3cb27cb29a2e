import { describe, expect, it } from 'vitest';
import { calendarDate } from './calendarDate.ts';
import { activePriceChangeCallouts, isMaintenanceNoticeActive } from './notices.ts';
import { isServiceOpen, serviceHoursOn } from './serviceHours.ts';

describe('activePriceChangeCallouts (spec §9)', () => {
  it.each([
    ['2024-10-31', []],
    ['2024-11-01', ['video-service']],
    ['2024-12-31', ['video-service']],
    ['2025-01-01', ['video-service', 'sports-channel']],
    ['2025-03-23', ['video-service', 'sports-channel']],
    ['2025-03-24', ['sports-channel']],
    ['2025-11-01', ['sports-channel']],
    ['2025-11-02', []],
  ])('%s → %j', (today, ids) => {
    expect(activePriceChangeCallouts(today).map((callout) => callout.id)).toEqual(ids);
  });

  it('accepts a Date (local calendar day)', () => {
    expect(
      activePriceChangeCallouts(new Date(2025, 0, 1, 23, 59)).map((callout) => callout.id),
    ).toEqual(['video-service', 'sports-channel']);
  });
});

describe('isMaintenanceNoticeActive (spec §8: 22/01 to 26/01)', () => {
  it.each([
    ['2026-01-21', false],
    ['2026-01-22', true],
    ['2026-01-26', true],
    ['2026-01-27', false],
    ['2027-01-24', true],
    ['2026-02-24', false],
  ])('%s → %s', (today, expected) => {
    expect(isMaintenanceNoticeActive(today)).toBe(expected);
  });

  it('accepts a Date', () => {
    expect(isMaintenanceNoticeActive(new Date(2026, 0, 22))).toBe(true);
    expect(calendarDate(new Date(2026, 8, 5))).toBe('2026-09-05');
  });
});

describe('service hours (spec §9)', () => {
  // 2026-01-19 is a Monday.
  it.each([
    ['technical', new Date(2026, 0, 19, 8, 0), true],
    ['technical', new Date(2026, 0, 19, 19, 59), true],
    ['technical', new Date(2026, 0, 19, 20, 0), false],
    ['technical', new Date(2026, 0, 24, 9, 0), true],
    ['technical', new Date(2026, 0, 25, 17, 29), true],
    ['technical', new Date(2026, 0, 25, 17, 30), false],
    ['other', new Date(2026, 0, 23, 17, 59), true],
    ['other', new Date(2026, 0, 23, 18, 0), false],
    ['other', new Date(2026, 0, 24, 9, 0), true],
    ['other', new Date(2026, 0, 25, 12, 0), false],
    ['other', new Date(2026, 0, 19, 7, 59), false],
  ] as const)('%s at %s → open %s', (line, date, open) => {
    expect(isServiceOpen(line, date)).toBe(open);
  });

  it('Sunday has no hours for other questions', () => {
    expect(serviceHoursOn('other', new Date(2026, 0, 25))).toBeNull();
    expect(serviceHoursOn('technical', new Date(2026, 0, 25))).toEqual({
      open: '09:00',
      close: '17:30',
    });
  });
});
