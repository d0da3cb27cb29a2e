// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InMemoryWebStorage } from 'oidc-client-ts';
import { createIdleTimer } from './createIdleTimer.ts';
import type { IdlePhase } from './idlePhase.ts';
import { idlePhase } from './idlePhase.ts';

const HOST = 'portal.test';
const MINUTE = 60_000;

/** Tabs of one browser: one localStorage; a write in one tab fires `storage` in the others. */
function browser() {
  const shared = new InMemoryWebStorage();
  const tabs: EventTarget[] = [];
  const storage = {
    getItem: (key: string) => shared.getItem(key),
    setItem(key: string, value: string, from?: EventTarget) {
      shared.setItem(key, value);
      for (const tab of tabs) {
        if (tab !== from) tab.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
      }
    },
  };
  function tab(timeoutSeconds = 15 * 60) {
    const target = new EventTarget();
    tabs.push(target);
    const phases: IdlePhase['phase'][] = [];
    const expired = vi.fn();
    const timer = createIdleTimer({
      timeoutSeconds,
      host: HOST,
      storage: {
        getItem: storage.getItem,
        setItem: (key, value) => storage.setItem(key, value, target),
      } as Storage,
      target: target as unknown as Window,
      onPhase: (phase) => phases.push(phase.phase),
      onExpired: expired,
    });
    return {
      timer,
      target,
      phases,
      expired,
      act: () => target.dispatchEvent(new Event('keydown')),
    };
  }
  return { tab };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('idlePhase (ADR 058)', () => {
  it('is active, then warns two minutes ahead, then expires', () => {
    expect(idlePhase(0, 12 * MINUTE, 15 * MINUTE, 2 * MINUTE)).toEqual({
      phase: 'active',
      endsAt: 15 * MINUTE,
      nextChangeIn: MINUTE,
    });
    expect(idlePhase(0, 13 * MINUTE, 15 * MINUTE, 2 * MINUTE).phase).toBe('warning');
    expect(idlePhase(0, 15 * MINUTE, 15 * MINUTE, 2 * MINUTE).phase).toBe('expired');
    // A warning longer than the timeout starts at once.
    expect(idlePhase(0, 0, MINUTE, 2 * MINUTE).phase).toBe('warning');
  });
});

describe('createIdleTimer (issue #16, ADR 058)', () => {
  it('warns after 13 idle minutes and ends the session after 15 by default', async () => {
    const one = browser().tab();
    expect(one.phases).toEqual(['active']);
    await vi.advanceTimersByTimeAsync(13 * MINUTE - 1);
    expect(one.phases).toEqual(['active']);
    await vi.advanceTimersByTimeAsync(1);
    expect(one.phases).toEqual(['active', 'warning']);
    expect(one.expired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(one.expired).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(one.expired).toHaveBeenCalledTimes(1);
    one.timer.dispose();
  });

  it('counts activity, but not while the warning asks for an answer', async () => {
    const one = browser().tab();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    one.act();
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    expect(one.phases).toEqual(['active']);
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    expect(one.phases).toEqual(['active', 'warning']);
    one.act(); // a moving mouse does not close the dialog
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(one.expired).toHaveBeenCalledTimes(1);
    one.timer.dispose();
  });

  it('stays signed in with one action during the warning', async () => {
    const one = browser().tab();
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(one.phases.at(-1)).toBe('warning');
    one.timer.stay();
    expect(one.phases.at(-1)).toBe('active');
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    expect(one.expired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(one.expired).toHaveBeenCalledTimes(1);
    one.timer.dispose();
  });

  it('lets activity in any tab count for all tabs, the warning and its answer too', async () => {
    const tabs = browser();
    const a = tabs.tab();
    const b = tabs.tab();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    a.act();
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    expect(b.phases).toEqual(['active']);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(a.phases.at(-1)).toBe('warning');
    expect(b.phases.at(-1)).toBe('warning');
    b.timer.stay();
    expect(a.phases.at(-1)).toBe('active');
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(a.expired).not.toHaveBeenCalled();
    expect(b.expired).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(a.expired).toHaveBeenCalledTimes(1);
    expect(b.expired).toHaveBeenCalledTimes(1);
    a.timer.dispose();
    b.timer.dispose();
  });

  it('ends, without a warning, a session whose timer slept past the end (a closed laptop)', async () => {
    const one = browser().tab();
    vi.setSystemTime(Date.now() + 20 * MINUTE); // the clock moved on, no timer ran
    await vi.advanceTimersByTimeAsync(13 * MINUTE);
    expect(one.expired).toHaveBeenCalledTimes(1);
    expect(one.phases).toEqual(['active']);
    one.timer.dispose();
  });

  it('starts from now, not from the record of an earlier session', async () => {
    const tabs = browser();
    const earlier = tabs.tab();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    earlier.timer.dispose();
    const now = tabs.tab();
    await vi.advanceTimersByTimeAsync(12 * MINUTE);
    expect(now.phases).toEqual(['active']);
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(now.phases).toEqual(['active', 'warning']);
    now.timer.dispose();
  });

  it('takes a shorter timeout from the configuration', async () => {
    const one = browser().tab(150);
    expect(one.phases).toEqual(['active']);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(one.phases).toEqual(['active', 'warning']);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(one.expired).toHaveBeenCalledTimes(1);
    one.timer.dispose();
  });
});
