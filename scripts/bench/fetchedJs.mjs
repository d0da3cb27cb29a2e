// JS bytes a page load really fetches, measured in Chromium through Playwright: every script
// response's body, compressed here with gzip and brotli (the same functions as the static
// budget), and the bytes the server sent (nginx serves the precompressed brotli, ADR 083).
import { brotliSize, gzipSize } from '../lib/compressedSize.mjs';
import { IDP_FORM, PERSONA, TILE_WITH_CONTENT } from './pages.mjs';

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
