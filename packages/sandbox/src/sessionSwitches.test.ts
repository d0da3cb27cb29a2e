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

  it('shortens the access tokens of one namespace only, until that namespace is reset (ADR 093)', () => {
    const switches = new SessionSwitches(300);
    expect(switches.apply({ namespace: 'w3', accessTokenTtlSeconds: 8 })).toBeNull();
    expect(switches.accessTokenTtlFor('jan@w3')).toBe(8);
    expect(switches.accessTokenTtlFor('piet@w3')).toBe(8);
    expect(switches.accessTokenTtlFor('jan@w4')).toBe(300);
    expect(switches.accessTokenTtlFor('jan')).toBe(300);
    expect(switches.accessTokenTtlFor(undefined)).toBe(300);
    expect(switches.settings().accessTokenTtlSeconds).toBe(300);
    // A plain reset leaves the namespaces alone, as it leaves their persona copies alone.
    switches.reset();
    expect(switches.accessTokenTtlFor('jan@w3')).toBe(8);
    switches.resetNamespace('w3');
    expect(switches.accessTokenTtlFor('jan@w3')).toBe(300);
    switches.apply({ namespace: 'w5', accessTokenTtlSeconds: 9 });
    switches.resetNamespace();
    expect(switches.accessTokenTtlFor('jan@w5')).toBe(300);
  });

  it.each([
    [
      { namespace: 'x1', accessTokenTtlSeconds: 8 },
      'namespace must be "w" and a number, e.g. "w1".',
    ],
    [
      { namespace: 'w1', accessTokenTtlSeconds: 4 },
      'accessTokenTtlSeconds must be an integer ≥ 5.',
    ],
    [
      { namespace: 'w1', accessTokenTtlSeconds: 8, keepAlive: false },
      'Only accessTokenTtlSeconds can be set per namespace; the rest is global.',
    ],
  ])('refuses %j for a namespace', (body, message) => {
    const switches = new SessionSwitches(300);
    expect(switches.apply(body)).toBe(message);
    expect(switches.accessTokenTtlFor('jan@w1')).toBe(300);
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
