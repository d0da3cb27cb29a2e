// One browser session as a customer lives it: open /dashboard, log in at the sandbox IdP, wait for
// the dashboard, then visit every shell route in-app (no reload, as the menu would). Measures the
// login round trip (the IdP form's submit → the first dashboard tile showing content, both timed
// inside the page on the same clock) and logs every request for the duplicate-GET count.
import { findDuplicateGets } from './duplicates.mjs';
import { IDP_FORM, PERSONA, TILE_WITH_CONTENT, shellRoutes } from './pages.mjs';

// Runs in every document of the session: marks the submit on the IdP, the first tile on the portal.
function markTimes({ idp, portal, tile }) {
  const now = () => performance.timeOrigin + performance.now();
  if (location.origin === idp) {
    document.addEventListener('submit', () => window.__vonkBenchMark('submit', now()), true);
  } else if (location.origin === portal) {
    const observer = new MutationObserver(() => {
      if (!document.querySelector(tile)) return;
      observer.disconnect();
      window.__vonkBenchMark('tile', now());
    });
    observer.observe(document, { childList: true, subtree: true });
  }
}

/** Logs requests over CDP (which says what the cache answered) and knows when none is open. */
async function networkLog(context, page) {
  const cdp = await context.newCDPSession(page);
  const requests = [];
  const latest = new Map();
  const open = new Map();
  let lastChange = Date.now();
  const settle = (id) => {
    open.delete(id);
    lastChange = Date.now();
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, redirectResponse }) => {
    if (redirectResponse && latest.has(requestId)) {
      latest.get(requestId).status = redirectResponse.status;
    }
    const entry = { url: request.url, method: request.method, fromCache: false };
    requests.push(entry);
    latest.set(requestId, entry);
    open.set(requestId, { url: request.url, since: Date.now() });
    lastChange = Date.now();
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    if (latest.has(requestId)) latest.get(requestId).fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const entry = latest.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache) entry.fromCache = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => settle(requestId));
  cdp.on('Network.loadingFailed', ({ requestId }) => settle(requestId));
  await cdp.send('Network.enable');
  return {
    requests,
    /**
     * Resolves once nothing has started or ended for `quietMs` and every request still open has
     * been open for `staleMs` (some, like a beacon, never report an end).
     */
    async quiet({ quietMs = 500, staleMs = 5_000, timeoutMs = 30_000 } = {}) {
      const until = Date.now() + timeoutMs;
      const busy = () => [...open.values()].filter((r) => Date.now() - r.since < staleMs);
      while (busy().length > 0 || Date.now() - lastChange < quietMs) {
        if (Date.now() > until) {
          const urls = busy().map((r) => r.url);
          throw new Error(`Requests still open after ${timeoutMs / 1000} s: ${urls.join(', ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** `promise`, or a rejection with `message` after `ms`. */
function withTimeout(promise, ms, message) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** In-app navigation: React Router follows history's popstate like a Back/Forward. */
async function navigateInApp(page, href) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, href);
}

/**
 * The login round trip alone, in a fresh context: more of them make the round trip's median hold
 * still, without more tours (the duplicate count needs one per run). `observe` (the timeline,
 * ADR 113) adds `init` to every document and returns what `read` finds in the page after the tile;
 * its `onMark` hears each mark (`submit`, `tile`) as it arrives.
 * @param {{ init: Function, read: Function, onMark?: (name: string) => void } | undefined} observe
 * @returns {Promise<{roundTripMs: number, tileAt?: number, observed?: unknown}>}
 */
export async function loginOnly(browser, contextOptions, dashboardUrl, origins, observe) {
  return loginAndTour(browser, contextOptions, dashboardUrl, origins, { tour: false, observe });
}

/**
 * @returns {Promise<{roundTripMs: number, routes: number, requests: number,
 *   duplicates: {url: string, count: number}[], revalidations: {url: string, count: number}[]}>}
 */
export async function loginAndTour(
  browser,
  contextOptions,
  dashboardUrl,
  origins,
  { tour = true, observe } = {},
) {
  const context = await browser.newContext(contextOptions);
  try {
    const marks = {};
    let tileMarked = () => {};
    const tile = new Promise((resolve) => {
      tileMarked = resolve;
    });
    await context.exposeBinding('__vonkBenchMark', (_source, name, time) => {
      if (marks[name] !== undefined) return;
      marks[name] = time;
      observe?.onMark?.(name);
      if (name === 'tile') tileMarked();
    });
    await context.addInitScript(markTimes, {
      idp: origins.idp,
      portal: origins.portal,
      tile: TILE_WITH_CONTENT,
    });
    if (observe) await context.addInitScript(observe.init);
    const page = await context.newPage();
    const log = tour ? await networkLog(context, page) : null;

    await page.goto(dashboardUrl);
    await page.locator(IDP_FORM.username).fill(PERSONA.username);
    await page.locator(IDP_FORM.password).fill(PERSONA.password);
    await page.locator(IDP_FORM.submit).click();
    // Waits on the page's own mark, not a locator: a locator waiting across the return from the
    // IdP makes Playwright evaluate its injected script (≈30 ms of main thread) in the callback
    // page while the login is being timed (ADR 111).
    await withTimeout(tile, 30_000, 'No dashboard tile with content within 30 s of the login.');
    await page.locator(TILE_WITH_CONTENT).first().waitFor();
    if (marks.submit === undefined || marks.tile === undefined) {
      throw new Error(`Login round trip not measured (marks: ${JSON.stringify(marks)}).`);
    }
    const roundTripMs = marks.tile - marks.submit;
    if (observe) {
      return { roundTripMs, tileAt: marks.tile, observed: await page.evaluate(observe.read) };
    }
    if (!log) return { roundTripMs };
    await log.quiet();

    for (const href of shellRoutes) {
      await navigateInApp(page, href);
      await page.locator('h1').first().waitFor();
      await log.quiet();
    }

    return {
      roundTripMs,
      routes: shellRoutes.length,
      requests: log.requests.length,
      ...findDuplicateGets(log.requests),
    };
  } finally {
    await context.close();
  }
}
