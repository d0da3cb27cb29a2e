import { describe, expect, it } from 'vitest';
import type { OutageIncident } from './schema.ts';
import { outageTimeline, outagesAtAddress } from './rules.ts';

const incident = (
  id: string,
  status: OutageIncident['status'],
  startTime: string,
  updates?: OutageIncident['updates'],
): OutageIncident => ({
  id,
  title: 'Storing internet',
  description: '',
  status,
  affectedServices: ['Internet'],
  startTime,
  expectedEndTime: null,
  ...(updates && { updates }),
});

describe('outagesAtAddress', () => {
  it('lists running incidents first, each group newest first; none for the empty object', () => {
    const list = outagesAtAddress({
      incidents: [
        incident('old-resolved', 'Resolved', '2026-11-01T08:00:00+01:00'),
        incident('older', 'Open', '2026-11-20T08:00:00+01:00'),
        incident('new-resolved', 'Resolved', '2026-11-21T08:00:00+01:00'),
        incident('newer', 'InProgress', '2026-11-22T08:00:00+01:00'),
      ],
    });
    expect(list.map((item) => item.id)).toEqual(['newer', 'older', 'new-resolved', 'old-resolved']);
    expect(outagesAtAddress({})).toEqual([]);
  });
});

describe('outageTimeline (newest first)', () => {
  it('orders updates by their moment, across time zones', () => {
    const timeline = outageTimeline(
      incident('INC', 'InProgress', '2026-11-22T07:40:00+01:00', [
        { time: '2026-11-22T07:40:00+01:00', message: 'Gemeld' },
        { time: '2026-11-22T12:30:00+01:00', message: 'Monteur ter plaatse' },
        { time: '2026-11-22T09:00:00Z', message: 'Oorzaak gevonden' },
      ]),
    );
    expect(timeline.map((update) => update.message)).toEqual([
      'Monteur ter plaatse',
      'Oorzaak gevonden',
      'Gemeld',
    ]);
  });

  it('is empty without updates', () => {
    expect(outageTimeline(incident('INC', 'Open', '2026-11-22T07:40:00+01:00'))).toEqual([]);
  });
});
