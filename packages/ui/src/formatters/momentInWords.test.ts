import { describe, expect, it } from 'vitest';
import { formatMoment } from './momentInWords.ts';

// Saturday 28 November 2026, 12:00 in Amsterdam.
const NOW = new Date('2026-11-28T11:00:00Z');

describe('formatMoment (issue #29: vandaag, gisteren, eergisteren, else the date)', () => {
  it.each([
    ['later today', '2026-11-28T18:00:00+01:00', 'vandaag 18:00'],
    ['this morning', '2026-11-28T07:40:00+01:00', 'vandaag 07:40'],
    ['yesterday evening', '2026-11-27T18:00:00+01:00', 'gisteren 18:00'],
    ['yesterday 23:30 in Amsterdam is 22:30 UTC', '2026-11-27T22:30:00Z', 'gisteren 23:30'],
    [
      'just after midnight in Amsterdam, still the 27th in UTC',
      '2026-11-27T23:30:00Z',
      'vandaag 00:30',
    ],
    ['the day before yesterday', '2026-11-26T09:30:00+01:00', 'eergisteren 09:30'],
    ['three days ago: the date', '2026-11-25T18:00:00+01:00', '25 november 2026, 18:00'],
    ['tomorrow: the date', '2026-11-29T18:00:00+01:00', '29 november 2026, 18:00'],
    ['a summer time moment', '2026-07-01T18:00:00+02:00', '1 juli 2026, 18:00'],
    ['a calendar date alone', '2026-11-27', 'gisteren'],
    ['a calendar date further back', '2026-11-02', '2 november 2026'],
    ['not a date', 'gisteren', ''],
  ])('%s: %s → %s', (_name, input, expected) => {
    expect(formatMoment(input, NOW)).toBe(expected);
  });

  it('counts days where the customer is, not in UTC', () => {
    // 00:30 on the 28th in Amsterdam is 23:30 on the 27th in UTC.
    const justAfterMidnight = new Date('2026-11-27T23:30:00Z');
    expect(formatMoment('2026-11-27T18:00:00+01:00', justAfterMidnight)).toBe('gisteren 18:00');
    expect(formatMoment('2026-11-27T18:00:00+01:00', justAfterMidnight, { timeZone: 'UTC' })).toBe(
      'vandaag 17:00',
    );
  });

  it('gives nothing for an invalid clock', () => {
    expect(formatMoment('2026-11-27T18:00:00+01:00', new Date(Number.NaN))).toBe('');
  });
});
