// JS bytes a page load really fetches, measured in Chromium through Playwright: every script
// response's body, compressed here with gzip and brotli (the same functions as the static
// budget), and the bytes the server sent (nginx serves the precompressed brotli, ADR 083).
import { brotliSize, gzipSize } from '../lib/compressedSize.mjs';
import { IDP_FORM, PERSONA, TILE_WITH_CONTENT } from './pages.mjs';
import { PERSONA_PASSWORD, contentReady } from './routes.mjs';

const isScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript/.test(response.headers()['content-type'] ?? '');

/** Starts recording the page's JS responses; the returned function stops and sums them. */
function recordJs(page) {
  const pending = [];
  const onResponse = (response) => {
    if (!isScript(response)) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const { responseBodySize } = await response.request().sizes();
        return {
          url: response.url(),
          gzip: gzipSize(body),
          brotli: brotliSize(body),
          transfer: responseBodySize,
        };
      })(),
    );
  };
  page.on('response', onResponse);
  return async () => {
    page.off('response', onResponse);
    const byUrl = new Map((await Promise.all(pending)).map((file) => [file.url, file]));
    const files = [...byUrl.values()];
    const total = (key) => files.reduce((sum, file) => sum + file[key], 0);
    return { gzip: total('gzip'), brotli: total('brotli'), transfer: total('transfer'), files };
  };
}

/** Logs in as the persona at the sandbox IdP, starting from `url`, until a tile has content. */
export async function logIn(page, url) {
  await page.goto(url);
  await page.locator(IDP_FORM.username).fill(PERSONA.username);
  await page.locator(IDP_FORM.password).fill(PERSONA.password);
  await page.locator(IDP_FORM.submit).click();
  await page.locator(TILE_WITH_CONTENT).first().waitFor();
}

/**
 * Logs in as `persona` from `url` (a portal page) and waits until the portal shows a page with its
 * content, wherever the persona lands (the dashboard, or /bestellingen/thuis for some).
 */
export async function logInAs(page, url, persona) {
  await page.goto(url);
  await page.locator(IDP_FORM.username).fill(persona);
  await page.locator(IDP_FORM.password).fill(PERSONA_PASSWORD);
  await page.locator(IDP_FORM.submit).click();
  const portal = new URL(url).origin;
  await page.waitForURL((at) => at.origin === portal, { timeout: 30_000 });
  // contentReady without a path: wherever the persona landed.
  await page.waitForFunction(contentReady, undefined, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until `route` (routes.mjs) shows its h1 and content; on a timeout says where the page is,
 * so a guard's redirect (a persona without the data) is named as such.
 */
export async function waitForContent(page, route, timeout = 30_000) {
  try {
    await page.waitForFunction(contentReady, new URL(route.href, 'http://x').pathname, { timeout });
  } catch (error) {
    throw new Error(
      `${route.href} (as ${route.persona}) showed no h1 with content within ${timeout / 1000} s; the page is at ${page.url()}: ${error.message.split('\n')[0]}`,
    );
  }
}

/**
 * One persona's session for cold loads of its routes: logs in once, then each `measure(route)`
 * empties the HTTP cache (the session stays in the tab's sessionStorage) and loads the route as a
 * customer with a session who comes from an e-mail link: the JS it fetched until its content showed.
 */
export async function fetchedJsSession(browser, contextOptions, { persona, loginUrl }) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    await logInAs(page, loginUrl, persona);
    const cdp = await context.newCDPSession(page);
    return {
      async measure(route, url) {
        await cdp.send('Network.clearBrowserCache');
        await page.goto('about:blank');
        const stop = recordJs(page);
        await page.goto(url, { waitUntil: 'networkidle' });
        await waitForContent(page, route);
        await page.waitForLoadState('networkidle');
        return stop();
      },
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * The JS one cold load of `target` fetches. For the logged-in dashboard: log in first, empty the
 * HTTP cache (the session stays in sessionStorage), then load the page as a returning user would.
 */
export async function fetchedJs(browser, target, contextOptions) {
  const context = await browser.newContext(contextOptions);
  try {
    const page = await context.newPage();
    if (target.logIn) {
      await logIn(page, target.url);
      await page.waitForLoadState('networkidle');
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await page.goto('about:blank');
    }
    const stop = recordJs(page);
    await page.goto(target.url, { waitUntil: 'networkidle' });
    await page.locator(target.ready).first().waitFor();
    await page.waitForLoadState('networkidle');
    return await stop();
  } finally {
    await context.close();
  }
}
