import { PRELOAD_BUDGET_MS } from '@vonk/domain';
import type { RuntimeConfig } from '@vonk/domain';

/** The budget of one navigation's preload round: the config's test override or the default. */
export const preloadBudgetMs = (config: Pick<RuntimeConfig, 'requestTimeouts'>): number =>
  config.requestTimeouts?.preloadBudgetMs ?? PRELOAD_BUDGET_MS;

export interface PreloadBudget {
  /** `promise`'s value, or `undefined` once the budget is spent and it has not answered yet. */
  within<T>(promise: Promise<T>): Promise<T | undefined>;
  /** Every outcome that came within the budget; `undefined` for a request still out. */
  settle<T>(promises: readonly Promise<T>[]): Promise<(PromiseSettledResult<T> | undefined)[]>;
}

/**
 * One deadline for a navigation (issue #16, ADR 059): the shell's §2.5 preloads, the guards' facts
 * and the page's reads all stop holding the route closed when it passes, so one hung endpoint
 * cannot keep every page on the initial spinner. Nothing is cancelled: a read still out keeps
 * going until its own timeout, and the page that needs it shows its loading state meanwhile.
 */
export function preloadBudget(ms: number): PreloadBudget {
  const spent = new Promise<undefined>((resolve) => setTimeout(resolve, ms, undefined));
  const within = <T>(promise: Promise<T>) => Promise.race([promise, spent]);
  return {
    within,
    async settle<T>(promises: readonly Promise<T>[]) {
      const settled: (PromiseSettledResult<T> | undefined)[] = promises.map(() => undefined);
      const all = promises.map((promise, i) =>
        promise.then(
          (value) => void (settled[i] = { status: 'fulfilled', value }),
          (reason: unknown) => void (settled[i] = { status: 'rejected', reason }),
        ),
      );
      await within(Promise.all(all));
      return [...settled];
    },
  };
}
