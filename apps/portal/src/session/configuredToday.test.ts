import { describe, expect, it } from 'vitest';
import { isMaintenanceNoticeActive } from '@vonk/domain';
import { configuredToday } from './configuredToday.ts';

describe('configuredToday (config.json `today`, development and tests only)', () => {
  it('is that calendar day, at noon local time', () => {
    const today = configuredToday({ production: false, today: '2027-01-23' })!;
    expect(today().getFullYear()).toBe(2027);
    expect(today().getMonth()).toBe(0);
    expect(today().getDate()).toBe(23);
    expect(today().getHours()).toBe(12);
  });

  it('opens the §8 notice window (22/01 to 26/01) and leaves it', () => {
    const day = (today: string) => configuredToday({ production: false, today })!();
    expect(isMaintenanceNoticeActive(day('2027-01-22'))).toBe(true);
    expect(isMaintenanceNoticeActive(day('2027-01-26'))).toBe(true);
    expect(isMaintenanceNoticeActive(day('2027-01-27'))).toBe(false);
  });

  it('leaves the device clock alone without it, and always in production', () => {
    expect(configuredToday({ production: false })).toBeUndefined();
    expect(configuredToday({ production: true, today: '2027-01-23' })).toBeUndefined();
  });
});
