// Lighthouse mobile (its default: Moto G Power, simulated slow 4G and 4× CPU) on one page, as a
// user flow in its own fresh Chromium driven by puppeteer-core. For the logged-in dashboard the
// flow logs in at the sandbox IdP first, empties the HTTP cache and keeps storage, so the measured
// navigation is a cold load by a customer who has a session (ADR 028).
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumExecutable } from '../lib/browser.mjs';
import { IDP_FORM, PERSONA, TILE_WITH_CONTENT } from './pages.mjs';

const config = { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'] } };

async function logIn(page, url) {
  await page.goto(url);
  await page.waitForSelector(IDP_FORM.username);
  await page.type(IDP_FORM.username, PERSONA.username);
  await page.type(IDP_FORM.password, PERSONA.password);
  await Promise.all([page.waitForNavigation(), page.click(IDP_FORM.submit)]);
  await page.waitForSelector(TILE_WITH_CONTENT, { timeout: 30_000 });
}

const scriptTransfer = (lhr) =>
  (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);

/** @returns {Promise<{score: number, lcpMs: number, fcpMs: number, tbtMs: number, scriptTransfer: number, lhr: object}>} */
export async function lighthouse(target, { devtoolsThrottling = false, browserArgs = [] } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'vonk-bench-lh-'));
  const browser = await puppeteer.launch({
    executablePath: chromiumExecutable(),
    args: [...CHROMIUM_ARGS, ...browserArgs],
    headless: true,
    userDataDir,
  });
  try {
    const page = await browser.newPage();
    if (target.logIn) {
      await logIn(page, target.url);
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await page.goto('about:blank');
    }
    const flags = {
      logLevel: 'error',
      ...(devtoolsThrottling ? { throttlingMethod: 'devtools' } : {}),
    };
    const flow = await startFlow(page, { config, flags });
    await flow.navigate(target.url, target.logIn ? { disableStorageReset: true } : undefined);
    const { lhr } = (await flow.createFlowResult()).steps[0];
    if (lhr.runtimeError)
      throw new Error(`Lighthouse on ${target.url}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? Number.NaN) * 100),
      lcpMs: audit('largest-contentful-paint'),
      fcpMs: audit('first-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      scriptTransfer: scriptTransfer(lhr),
      lhr,
    };
  } finally {
    await browser.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
