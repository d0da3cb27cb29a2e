import { describe, expect, it } from 'vitest';
import type { OutageIncident } from './schema.ts';
import { expectedFix, outageOverview } from './outageOverview.ts';

const NOW = new Date('2026-11-28T12:00:00+01:00');

const incident = (
  id: string,
  status: OutageIncident['status'],
  startTime: string,
  endTime?: string | null,
): OutageIncident => ({
  id,
  title: 'Storing internet',
  description: '',
  status,
  affectedServices: ['Internet'],
  startTime,
  expectedEndTime: null,
  ...(endTime !== undefined && { endTime }),
});

describe('outageOverview (issue #29: resolved outages stay 30 days)', () => {
  it.each<[string, OutageIncident, 'current' | 'recent' | 'hidden']>([
    ['open', incident('a', 'Open', '2026-11-28T08:00:00+01:00'), 'current'],
    [
      'in progress, started long ago',
      incident('b', 'InProgress', '2026-09-01T08:00:00+02:00'),
      'current',
    ],
    [
      'resolved yesterday',
      incident('c', 'Resolved', '2026-11-26T08:00:00+01:00', '2026-11-27T12:00:00+01:00'),
      'recent',
    ],
    [
      'resolved exactly 30 days ago',
      incident('d', 'Resolved', '2026-10-28T08:00:00+01:00', '2026-10-29T12:00:00+01:00'),
      'recent',
    ],
    [
      'resolved 30 days and a minute ago',
      incident('e', 'Resolved', '2026-10-28T08:00:00+01:00', '2026-10-29T11:59:00+01:00'),
      'hidden',
    ],
    [
      'resolved without an end time',
      incident('f', 'Resolved', '2026-11-27T08:00:00+01:00'),
      'hidden',
    ],
    [
      'resolved with a null end time',
      incident('g', 'Resolved', '2026-11-27T08:00:00+01:00', null),
      'hidden',
    ],
  ])('%s: %s', (_name, item, where) => {
    const overview = outageOverview({ incidents: [item] }, NOW);
    expect({
      current: overview.current.map((i) => i.id),
      recent: overview.recent.map((i) => i.id),
    }).toEqual({
      current: where === 'current' ? [item.id] : [],
      recent: where === 'recent' ? [item.id] : [],
    });
  });

  it('orders running ones newest first and resolved ones last ended first', () => {
    const overview = outageOverview(
      {
        incidents: [
          incident('old-run', 'Open', '2026-11-20T08:00:00+01:00'),
          incident(
            'ended-early',
            'Resolved',
            '2026-11-01T08:00:00+01:00',
            '2026-11-10T08:00:00+01:00',
          ),
          incident('new-run', 'InProgress', '2026-11-27T08:00:00+01:00'),
          incident(
            'ended-late',
            'Resolved',
            '2026-10-30T08:00:00+01:00',
            '2026-11-20T08:00:00+01:00',
          ),
        ],
      },
      NOW,
    );
    expect(overview.current.map((i) => i.id)).toEqual(['new-run', 'old-run']);
    expect(overview.recent.map((i) => i.id)).toEqual(['ended-late', 'ended-early']);
  });

  it('reads the empty object of "no incidents" (spec §7.2) as two empty lists', () => {
    expect(outageOverview({}, NOW)).toEqual({ current: [], recent: [] });
  });
});

describe('expectedFix (issue #29: an expected fix already past is said as such)', () => {
  it.each<[string, OutageIncident['status'], string | null, ReturnType<typeof expectedFix>]>([
    ['no expected end', 'InProgress', null, { kind: 'unknown' }],
    [
      'later today',
      'InProgress',
      '2026-11-28T18:00:00+01:00',
      { kind: 'expected', at: '2026-11-28T18:00:00+01:00', overdue: false },
    ],
    [
      'yesterday 18:00',
      'InProgress',
      '2026-11-27T18:00:00+01:00',
      { kind: 'expected', at: '2026-11-27T18:00:00+01:00', overdue: true },
    ],
    [
      'a minute ago, still open',
      'Open',
      '2026-11-28T11:59:00+01:00',
      { kind: 'expected', at: '2026-11-28T11:59:00+01:00', overdue: true },
    ],
    [
      'exactly now is not late yet',
      'Open',
      '2026-11-28T12:00:00+01:00',
      { kind: 'expected', at: '2026-11-28T12:00:00+01:00', overdue: false },
    ],
    ['resolved: nothing to expect', 'Resolved', '2026-11-27T18:00:00+01:00', { kind: 'unknown' }],
  ])('%s', (_name, status, expectedEndTime, expected) => {
    expect(expectedFix({ status, expectedEndTime }, NOW)).toEqual(expected);
  });
});
