import { describe, expect, it } from 'vitest';
import type { OutageIncident } from './schema.ts';
import { activeOutageCount } from './rules.ts';

const incident = (status: OutageIncident['status']): OutageIncident => ({
  id: status,
  title: 'Storing internet',
  description: '',
  status,
  affectedServices: [],
  startTime: '2026-11-22T08:00:00Z',
  expectedEndTime: null,
});

describe('activeOutageCount', () => {
  it('counts open and in-progress incidents, not resolved ones', () => {
    expect(
      activeOutageCount({
        incidents: [incident('Open'), incident('InProgress'), incident('Resolved')],
      }),
    ).toBe(2);
  });
  it('reads the empty object of "no incidents" (spec §7.2) as zero', () => {
    expect(activeOutageCount({})).toBe(0);
  });
});
