import { describe, expect, it, vi } from 'vitest';
import { afterSignIn } from './untilSignedIn.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('afterSignIn', () => {
  it('loads the chunk when a session is stored', async () => {
    const load = vi.fn(async () => 'chunk');
    const lazy = afterSignIn({ getUser: async () => ({}) as never }, load);
    await expect(lazy()).resolves.toBe('chunk');
  });

  it('never loads shell code for a signed-out visit (the IdP redirect is under way)', async () => {
    const load = vi.fn(async () => 'chunk');
    const lazy = afterSignIn({ getUser: async () => null }, load);
    let settled = false;
    void lazy().finally(() => (settled = true));
    await tick();
    expect(load).not.toHaveBeenCalled();
    expect(settled).toBe(false);
  });
});
