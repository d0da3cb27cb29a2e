import { expect, test } from '@playwright/test';
import { logInAtIdp } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

// ADR 062: under the production CSP's Trusted Types rules the content sanitiser creates the one
// allowed policy and React renders its TrustedHTML. The header is added here to the portal's own
// documents, so this holds whichever server serves the build.
const TRUSTED_TYPES_CSP = "require-trusted-types-for 'script'; trusted-types vonk-content";

declare global {
  interface Window {
    __violations?: string[];
  }
}

test('sanne reads /cms content as HTML under enforced Trusted Types, with no violation', async ({
  page,
  baseURL,
}) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'sanne');
  await expect(page.getByRole('main')).toBeVisible();

  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations!.push(`${event.violatedDirective} ${event.sample || event.blockedURI}`);
    });
  });
  await page.route(
    (url) => url.origin === new URL(baseURL!).origin,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), 'content-security-policy': TRUSTED_TYPES_CSP },
      });
    },
  );
  await page.goto(routePaths.cms.href());
  await expect(page).toHaveURL(endsWith(routePaths.cms.href()));
  await expect(page.getByRole('heading', { level: 2, name: 'Welkom bij Vonk' })).toBeVisible();
  // A link, not its text: the HTML path rendered (the fail-closed path shows text only).
  await expect(page.getByRole('link', { name: 'Bekijk je rekeningen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de klantenservice van Vonk' })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
  await expect(page.locator('main script, main [onerror], main img')).toHaveCount(0);
  expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);
  // Ours: a refused policy name, or a string reaching an HTML sink (innerHTML, DOMParser). Other
  // reports (a library probing `new Function`) are the serve work's (issue #15), not content's.
  const violations = (await page.evaluate(() => window.__violations)) ?? [];
  expect(
    violations.filter((v) =>
      /^trusted-types |innerHTML|outerHTML|DOMParser|insertAdjacentHTML/.test(v),
    ),
  ).toEqual([]);
});
