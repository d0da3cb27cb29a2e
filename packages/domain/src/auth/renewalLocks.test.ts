import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultRenewalLocks, inTabLocks } from './renewalLocks.ts';
import { openTabChannel } from './tabChannel.ts';

afterEach(() => vi.unstubAllGlobals());

describe('renewal locks and the tab channel', () => {
  it('inTabLocks runs one callback at a time, also after a failure', async () => {
    const locks = inTabLocks();
    const order: string[] = [];
    const step = (name: string, fail = false) =>
      locks.request('vonk-token-renewal', async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${name} end`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([step('a', true), step('b'), step('c')]);
    expect(order).toEqual(['a start', 'a end', 'b start', 'b end', 'c start', 'c end']);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
  });

  it('defaultRenewalLocks uses navigator.locks when there, else the in-tab lock', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<number>) => callback());
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(defaultRenewalLocks().request('vonk-token-renewal', async () => 7)).resolves.toBe(
      7,
    );
    expect(request).toHaveBeenCalledWith('vonk-token-renewal', expect.any(Function));

    vi.stubGlobal('navigator', {});
    await expect(defaultRenewalLocks().request('x', async () => 8)).resolves.toBe(8);
  });

  it("openTabChannel opens BroadcastChannel 'vonk-auth', or nothing where it is missing", () => {
    const channel = openTabChannel();
    expect((channel as BroadcastChannel).name).toBe('vonk-auth');
    channel?.close();
    vi.stubGlobal('BroadcastChannel', undefined);
    expect(openTabChannel()).toBeNull();
  });
});
