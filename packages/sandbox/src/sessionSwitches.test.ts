import { describe, expect, it } from 'vitest';
import { SessionSwitches } from './sessionSwitches.ts';

describe('SessionSwitches (ADR 058)', () => {
  it('changes the session timings and restores them on reset', () => {
    const switches = new SessionSwitches(300);
    expect(switches.settings()).toEqual({
      accessTokenTtlSeconds: 300,
      idleTimeoutSeconds: null,
      idleWarningSeconds: null,
      keepAlive: true,
    });
    expect(
      switches.apply({
        accessTokenTtlSeconds: 20,
        idleTimeoutSeconds: 130,
        idleWarningSeconds: 10,
      }),
    ).toBeNull();
    expect(switches.settings()).toEqual({
      accessTokenTtlSeconds: 20,
      idleTimeoutSeconds: 130,
      idleWarningSeconds: 10,
      keepAlive: true,
    });
    switches.reset();
    expect(switches.accessTokenTtlSeconds).toBe(300);
    expect(switches.idleTimeoutSeconds).toBeNull();
  });

  it.each([
    [null, 'Body must be a JSON object.'],
    [{ accessTokenTtlSeconds: 1 }, 'accessTokenTtlSeconds must be an integer ≥ 5.'],
    [{ idleTimeoutSeconds: 'x' }, 'idleTimeoutSeconds must be an integer ≥ 5, or null.'],
    [{ keepAlive: 'yes' }, 'keepAlive must be true or false.'],
  ])('refuses %j', (body, message) => {
    const switches = new SessionSwitches(300);
    expect(switches.apply(body)).toBe(message);
    expect(switches.accessTokenTtlSeconds).toBe(300);
  });
});
