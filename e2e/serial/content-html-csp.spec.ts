import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { allowListHtml } from '../../apps/portal/src/content/testing/contentHtmlFixtures.ts';
import { unsafeFindings } from '../../apps/portal/src/content/testing/unsafeFindings.ts';
import { XSS_CORPUS } from '../../apps/portal/src/content/testing/xssCorpus.ts';
import { installXssTripwire } from '../../apps/portal/src/content/testing/xssTripwire.ts';
import { logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { settled, watchRequests } from '../support/settled.ts';

// ADR 082: the content-HTML stories' inputs (ContentHtml's AllowList and XssCorpus, CmsPage's
// sandbox content) on the real /cms page, served by nginx with the production CSP and Trusted
// Types. Storybook's iframe cannot run under `script-src 'self'`, so the inputs come here instead,
// from the same fixture modules, through PUT /__sandbox/content/cms. A violation fails this test
// (the page's own events) and the run (the report reaches /__sandbox/csp-reports, judged by the
// `csp` project). Serial: it changes the content every persona with the CMS flag sees.

const IN_APP = `${routePaths.invoices.href()}?jaar=2025`;

declare global {
  interface Window {
    __violations?: string[];
  }
}

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Sanne (the CMS flag) opens /cms with the violation recorder and the XSS tripwire in place. */
async function openCms(page: Page) {
  watchRequests(page);
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations!.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sample}`.trim(),
      );
    });
  });
  await page.addInitScript(installXssTripwire);
  await page.goto(routePaths.cms.href());
  await logInAtIdp(page, 'sanne');
  await expect(page).toHaveURL(endsWith(routePaths.cms.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
}

/** No violation, no tripwire call (handlers and timers run late: wait until settled), nothing unsafe. */
async function expectNothingRan(page: Page, origin: string) {
  await settled(page);
  expect(await page.evaluate(() => window.__xssHits)).toEqual([]);
  expect(await page.evaluate(() => window.__violations)).toEqual([]);
  const contents = page.locator('main section[aria-labelledby] > div');
  const findings = await Promise.all(
    (await contents.all()).map((content) => content.evaluate(unsafeFindings, origin)),
  );
  expect(findings.flat()).toEqual([]);
}

async function putContent(page: Page, blocks: { key: string; title: string; html: string }[]) {
  const response = await page.request.put('/__sandbox/content/cms', { data: { blocks } });
  expect(response.status()).toBe(204);
}

test("CmsPage stories' input: the sandbox's content under the production CSP", async ({
  page,
  baseURL,
}) => {
  await openCms(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Welkom bij Vonk' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de klantenservice van Vonk' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de klantenservice van Vonk' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  // A link, not its text: the HTML path rendered under enforced Trusted Types (the fail-closed
  // path shows text only), with the one policy the CSP allows (ADR 062).
  await expect(page.getByRole('link', { name: 'Bekijk je rekeningen' })).toBeVisible();
  expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);
  await expectNothingRan(page, new URL(baseURL!).origin);
  expect(await page.evaluate(() => '__cmsScriptRan' in window || '__cmsHandlerRan' in window)).toBe(
    false,
  );
});

test("ContentHtml AllowList story's input: kept structure renders, the rest goes, no violation", async ({
  page,
  baseURL,
}) => {
  await putContent(page, [
    { key: 'story.allowList', title: 'AllowList', html: allowListHtml(IN_APP) },
  ]);
  await openCms(page);
  const block = page.getByRole('region', { name: 'AllowList' });
  await expect(block.getByRole('heading', { level: 2, name: 'Welkom bij Vonk' })).toBeVisible();
  await expect(block.getByRole('table', { name: 'Tarieven' })).toBeVisible();
  await expect(block.getByRole('link', { name: 'Bekijk je rekeningen' })).toHaveAttribute(
    'href',
    IN_APP,
  );
  await expect(block.getByRole('link', { name: 'Klantenservice' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(block.getByText('Oude site')).toBeVisible();
  await expect(block.locator('form, style, img, [style]')).toHaveCount(0);
  await expectNothingRan(page, new URL(baseURL!).origin);
});

test("ContentHtml XssCorpus story's input: every vector on /cms, nothing runs, no violation", async ({
  page,
  baseURL,
}) => {
  expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
  await putContent(
    page,
    XSS_CORPUS.map((vector) => ({
      key: `xss.${vector.id}`,
      title: `XssCorpus ${vector.id}`,
      html: vector.html,
    })),
  );
  await openCms(page);
  await expect(page.getByRole('heading', { level: 2, name: /^XssCorpus / })).toHaveCount(
    XSS_CORPUS.length,
  );
  await expectNothingRan(page, new URL(baseURL!).origin);
});
