// In-app route changes with a warm cache (issue #34): per persona, one login, a first walk over its
// routes that loads every chunk and read, then `passes` timed walks. Each change is a click on a
// link to the route (on the page, from its parent route's page when this one has none, or in the
// main menu's drawers, opened as a customer does) when there is one, else the router's own
// navigation (history.pushState + popstate, as Back/Forward), and is timed in the
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

/** A link to `href`, with or without a query (a flow's step, a row's parameters). */
const linkTo = (href) => `a[href="${href}"]:visible, a[href^="${href}?"]:visible`;

/** The main menu's drawer openers (level 1, and level 2 inside a drawer). */
const OPENER = 'button[aria-haspopup="dialog"]:visible';

/**
 * A link to `href` the way a customer finds one: on the page, else in the main menu's drawers
 * (opened one by one, closed again when they do not hold it); null when there is none.
 */
async function findLink(page, href) {
  const onPage = page.locator(linkTo(href)).first();
  if ((await onPage.count()) > 0) return onPage;
  const openers = page.getByRole('navigation', { name: 'Hoofdmenu' }).locator(OPENER);
  for (let i = 0; i < (await openers.count()); i += 1) {
    await openers.nth(i).click();
    const drawer = page.getByRole('dialog').last();
    const inDrawer = drawer.locator(linkTo(href)).first();
    if ((await inDrawer.count()) > 0) return inDrawer;
    const groups = drawer.locator(OPENER);
    for (let j = 0; j < (await groups.count()); j += 1) {
      await groups.nth(j).click();
      const inGroup = page.getByRole('dialog').last().locator(linkTo(href)).first();
      if ((await inGroup.count()) > 0) return inGroup;
      await page.keyboard.press('Escape');
      await page.waitForTimeout(100);
    }
    await closeDrawers(page);
  }
  return null;
}

/** Closes every open drawer, as Escape does for a customer (e2e/menu-walk.spec.ts). */
async function closeDrawers(page) {
  for (let tries = 0; tries < 5 && (await page.getByRole('dialog').count()) > 0; tries += 1) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
}

/**
 * The route `route` is reached from when the page has no link to it: the longest other route
 * among `routes` whose path its own path continues (/abonnementen for /abonnementen/tv), if any.
 * @param {import('./routes.mjs').BenchRoute} route
 * @param {import('./routes.mjs').BenchRoute[]} routes
 */
export function parentRoute(route, routes) {
  const path = pathOf(route.href);
  return routes
    .filter((other) => other !== route && path.startsWith(`${pathOf(other.href)}/`))
    .sort((a, b) => pathOf(b.href).length - pathOf(a.href).length)[0];
}

/** One change to `route` from wherever the page is: `{ route, ms, via }`. */
async function change(page, route, timeoutMs = 15_000) {
  const pathname = pathOf(route.href);
  const link = await findLink(page, route.href);
  const via = link ? 'link' : 'history';
  await page.evaluate(arm, { pathname, via });
  if (link) await link.click();
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
  // A drawer the link was in may stay open over the new page.
  await closeDrawers(page);
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
        // From the page that links to it, as a customer comes, when this one does not.
        const parent = parentRoute(route, routes);
        if (
          parent &&
          pathOf(page.url()) !== pathOf(parent.href) &&
          (await page.locator(linkTo(route.href)).count()) === 0
        )
          await visit(page, parent);
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
