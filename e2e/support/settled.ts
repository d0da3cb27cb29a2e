import type { Page } from '@playwright/test';

interface Watch {
  inFlight: number;
  started: number;
}

const watches = new WeakMap<Page, Watch>();

/**
 * Counts the page's requests from now on, for `settled`. Call it before the action whose
 * aftermath a "nothing happened" check looks at, so a request that action starts is counted.
 */
export function watchRequests(page: Page): void {
  if (watches.has(page)) return;
  const watch: Watch = { inFlight: 0, started: 0 };
  watches.set(page, watch);
  page.on('request', () => {
    watch.inFlight += 1;
    watch.started += 1;
  });
  const done = () => {
    watch.inFlight = Math.max(0, watch.inFlight - 1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has settled: no request in flight, and two frames and an idle period of
 * its main thread passed with no request started. For "nothing happened" checks (no log entry, no
 * tracking hit, no second reload, no tripwire): a fixed sleep passes when the thing comes late;
 * this waits as long as the page is busy (issue #33). Playwright delivers a page's request events
 * before the answer to a later `evaluate`, so a request started in a round is counted in it.
 */
export async function settled(page: Page): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('settled(page) needs watchRequests(page) before the action.');
  // Each round lasts at least two frames; a page still busy after 300 of them is not settling.
  for (let round = 0; round < 300; round += 1) {
    const before = watch.started;
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2_000 })),
          );
        }),
    );
    if (watch.inFlight === 0 && watch.started === before) return;
  }
  throw new Error('The page kept sending requests: it never settled.');
}
