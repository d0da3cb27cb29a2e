// In-app route changes with a warm cache (issue #34): per persona, one login, a first walk over its
// routes that loads every chunk and read, then `passes` timed walks. Each change is a click on the
// page's own link to the route (the menu, a drawer, a link in the content) when one is visible, else
// the router's own navigation (history.pushState + popstate, as Back/Forward), and is timed in the
// page on one clock (performance.now): from the click event's timeStamp (or just before pushState)
// to the end of the frame that paints the new page's h1 and content (routes.mjs `contentReady`, in
// elements the old page did not have), also left as a User Timing measure
// `vonk-bench:route-change <path>` for a trace.
import { logInAs } from './fetchedJs.mjs';
import { contentReady } from './routes.mjs';

const pathOf = (href) => new URL(href, 'http://x').pathname;

/**
 * Runs IN THE PAGE: arms the timing of one change to `pathname`; the result lands in
 * `window.__vonkRouteChange.ms`. routes.mjs `contentReady` is there as `window.__vonkContentReady`
 * (an init script: the portal's CSP and Trusted Types allow no eval of a function's source).
 */
function arm({ pathname, via }) {
  const isReady = window.__vonkContentReady;
  const state = { start: undefined, ms: undefined };
  window.__vonkRouteChange = state;
  // The old page's DOM satisfies everything but the URL (and pushState moves the URL before the
  // router renders): the new page is there only with text in <main> from elements the old page
  // did not have.
  const old = new WeakSet(document.querySelectorAll('main *'));
  const arrived = () =>
    [
      ...document.querySelectorAll(
        'main h1 ~ *, main h1 ~ * *, main :has(h1) ~ *, main :has(h1) ~ * *',
      ),
    ].some((element) => !old.has(element) && Boolean(element.textContent?.trim()));
  let done = false;
  const check = () => {
    if (done || state.start === undefined) return;
    if (!isReady(pathname) || !arrived()) return;
    done = true;
    observer.disconnect();
    // The frame that paints it: its rendering runs after the rAF callbacks, the task after them
    // starts once it is done (rAF's own timestamp is the frame's vsync, which may precede `start`).
    requestAnimationFrame(() =>
      setTimeout(() => {
        const end = performance.now();
        performance.measure(`vonk-bench:route-change ${pathname}`, { start: state.start, end });
        state.ms = end - state.start;
      }, 0),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
  // The URL may change after the commit's mutations: look again until done.
  const poll = () => {
    check();
    if (!done) setTimeout(poll, 16);
  };
  if (via === 'link') {
    document.addEventListener(
      'click',
      (event) => {
        state.start = event.timeStamp;
        poll();
      },
      { capture: true, once: true },
    );
  } else {
    state.start = performance.now();
    history.pushState(null, '', pathname);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
    poll();
  }
}

/** One change to `route` from wherever the page is: `{ route, ms, via }`. */
async function change(page, route, timeoutMs = 15_000) {
  const pathname = pathOf(route.href);
  const link = page.locator(`a[href="${route.href}"]:visible`).first();
  const via = (await link.count()) > 0 ? 'link' : 'history';
  await page.evaluate(arm, { pathname, via });
  if (via === 'link') await link.click();
  try {
    await page.waitForFunction(() => window.__vonkRouteChange?.ms !== undefined, undefined, {
      timeout: timeoutMs,
    });
  } catch {
    throw new Error(
      `The change to ${route.href} (as ${route.persona}, by ${via}) showed no h1 with content within ${timeoutMs / 1000} s; the page is at ${page.url()}.`,
    );
  }
  const ms = await page.evaluate(() => window.__vonkRouteChange.ms);
  return { route: route.name, ms, via };
}

/** In-app to `route` without timing it (the warm-up walk, or away from a route to come back). */
async function visit(page, route) {
  await change(page, route);
}

/**
 * The warm route changes of one persona's routes: `{ route, ms, via }` per timed change.
 * @param {import('./routes.mjs').BenchRoute[]} routes the persona's, in the table's order
 */
export async function routeChanges(
  browser,
  contextOptions,
  { persona, loginUrl, routes, passes = 1 },
) {
  const context = await browser.newContext(contextOptions);
  try {
    await context.addInitScript({ content: `window.__vonkContentReady = ${contentReady};` });
    const page = await context.newPage();
    if (process.env.VONK_BENCH_DEBUG) {
      page.on('console', (m) => console.log('console', m.type(), m.text()));
      page.on('pageerror', (e) => console.log('pageerror', e.message));
      page.on('framenavigated', (f) => f === page.mainFrame() && console.log('nav', f.url()));
    }
    await logInAs(page, loginUrl, persona);
    // Somewhere to step away to when the walk would change to the page it is on.
    const landing = pathOf(page.url());
    const away = (route) =>
      routes.find((other) => other !== route) ??
      (pathOf(route.href) === landing ? undefined : { ...route, href: landing, name: 'landing' });
    const walk = async (timed) => {
      const changes = [];
      for (const route of routes) {
        if (pathOf(page.url()) === pathOf(route.href)) {
          const other = away(route);
          if (!other) continue;
          await visit(page, other);
        }
        const result = await change(page, route);
        if (timed) changes.push(result);
        await page.waitForLoadState('networkidle');
      }
      return changes;
    };
    await walk(false);
    const changes = [];
    for (let pass = 0; pass < passes; pass += 1) changes.push(...(await walk(true)));
    return changes;
  } finally {
    await context.close();
  }
}
