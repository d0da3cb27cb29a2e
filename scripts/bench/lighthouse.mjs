// Lighthouse mobile (its default: Moto G Power, simulated slow 4G and 4× CPU) on one page, as a
// user flow in its own fresh Chromium driven by puppeteer-core. For the logged-in dashboard the
// flow logs in at the sandbox IdP first, empties the HTTP cache and keeps storage, so the measured
// navigation is a cold load by a customer who has a session (ADR 028). `lighthouseSession` does the
// same for each shell route, one login per persona (issue #34).
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/browser.mjs';
import { IDP_FORM, PERSONA, TILE_WITH_CONTENT } from './pages.mjs';
import { PERSONA_PASSWORD, contentReady } from './routes.mjs';

const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } };

async function logIn(page, url) {
  await page.goto(url);
  await page.waitForSelector(IDP_FORM.username);
  await page.type(IDP_FORM.username, PERSONA.username);
  await page.type(IDP_FORM.password, PERSONA.password);
  await Promise.all([page.waitForNavigation(), page.click(IDP_FORM.submit)]);
  await page.waitForSelector(TILE_WITH_CONTENT, { timeout: 30_000 });
}

/** As `persona`, until the page the portal lands on shows its content (routes.mjs). */
async function logInAs(page, url, persona) {
  await page.goto(url);
  await page.waitForSelector(IDP_FORM.username);
  await page.type(IDP_FORM.username, persona);
  await page.type(IDP_FORM.password, PERSONA_PASSWORD);
  await Promise.all([page.waitForNavigation(), page.click(IDP_FORM.submit)]);
  await page.waitForFunction(contentReady, { timeout: 30_000 });
}

const scriptTransfer = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

async function launch(browserArgs) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'vonk-bench-lh-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...browserArgs],
    headless: true,
    userDataDir,
  });
  return {
    browser,
    async close() {
      await browser.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Empties the HTTP cache, keeping storage: the next load is cold, logged in. `leave`: and leaves
 * the page for about:blank (Lighthouse passes there itself before it navigates).
 */
async function emptyCache(page, { leave = true } = {}) {
  const cdp = await page.createCDPSession();
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  if (leave) await page.goto('about:blank');
}

/** One Lighthouse navigation of `url` in `page`; `keepStorage` for a page with a session. */
async function audit(page, url, { devtoolsThrottling, keepStorage }) {
  const flags = {
    logLevel: 'error',
    ...(devtoolsThrottling ? { throttlingMethod: 'devtools' } : {}),
  };
  const flow = await startFlow(page, { config, flags });
  await flow.navigate(url, keepStorage ? { disableStorageReset: true } : undefined);
  const { lhr } = (await flow.createFlowResult()).steps[0];
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
    lcpMs: value('largest-contentful-paint'),
    fcpMs: value('first-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    scriptTransfer: scriptTransfer(lhr),
    lhr,
  };
}

/** @returns {Promise<{score: number, lcpMs: number, fcpMs: number, tbtMs: number, scriptTransfer: number, lhr: object}>} */
export async function lighthouse(target, { devtoolsThrottling = false, browserArgs = [] } = {}) {
  const launched = await launch(browserArgs);
  try {
    const page = await launched.browser.newPage();
    if (target.logIn) {
      await logIn(page, target.url);
      await emptyCache(page);
    }
    return await audit(page, target.url, { devtoolsThrottling, keepStorage: target.logIn });
  } finally {
    await launched.close();
  }
}

/**
 * One persona's Lighthouse browser (issue #34): logs in once at `loginUrl`, then each
 * `measure(url)` is a user flow of one cold navigation with the session kept and the HTTP cache
 * emptied, as `lighthouse()` measures the dashboard.
 */
export async function lighthouseSession(
  { persona, loginUrl },
  { devtoolsThrottling = false, browserArgs = [] } = {},
) {
  const launched = await launch(browserArgs);
  try {
    const page = await launched.browser.newPage();
    await logInAs(page, loginUrl, persona);
    return {
      async measure(url) {
        // Not through about:blank: a flow after another in one tab whose trace starts there makes
        // Lighthouse's trace engine log a TypeError (a navigation without requests).
        await emptyCache(page, { leave: false });
        const result = await audit(page, url, { devtoolsThrottling, keepStorage: true });
        // A guard's redirect would measure another page: say so rather than report it.
        const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
        if (landed !== new URL(url).pathname)
          throw new Error(`Lighthouse on ${url} as ${persona} ended at ${landed}`);
        return result;
      },
      close: () => launched.close(),
    };
  } catch (error) {
    await launched.close();
    throw error;
  }
}
