import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

// ADR 032: a signed-in page load reads the stored session without oidc-client-ts; the library and
// the IdP's discovery document come only with the flows that talk to the IdP.

const DISCOVERY = '/.well-known/openid-configuration';
/** A string only oidc-client-ts's code carries (a logger name), not the portal's own. */
const LIBRARY_MARKER = 'SigninState';
const STORED_USER = /oidc\.user:/;

/** Records, from now on, the discovery requests, refresh grants and JavaScript files fetched. */
function watch(page: Page) {
  const seen = { discovery: 0, refreshGrants: 0, scripts: new Set<string>() };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(DISCOVERY)) seen.discovery += 1;
    if (/grant_type=refresh_token/.test(request.postData() ?? '')) seen.refreshGrants += 1;
    if (url.pathname.endsWith('.js')) seen.scripts.add(url.href);
  });
  return seen;
}

/** Which of the fetched scripts hold oidc-client-ts (read again from the server). */
async function libraryFiles(page: Page, scripts: Set<string>): Promise<string[]> {
  const files: string[] = [];
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    if (body.includes(LIBRARY_MARKER)) files.push(new URL(url).pathname);
  }
  return files;
}

async function dashboardWithContent(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a signed-in reload fetches neither oidc-client-ts nor the discovery document; login does', async ({
  page,
}) => {
  const login = watch(page);
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await dashboardWithContent(page);
  // The login round trip needs both: the check below can see them.
  expect(login.discovery).toBeGreaterThan(0);
  expect(await libraryFiles(page, login.scripts)).toHaveLength(1);

  page.removeAllListeners('request');
  const reload = watch(page);
  await page.reload();
  await dashboardWithContent(page);
  await page.waitForLoadState('networkidle');
  expect(reload.discovery).toBe(0);
  expect(reload.scripts.size).toBeGreaterThan(0);
  expect(await libraryFiles(page, reload.scripts)).toEqual([]);
});

test('an expired access token is renewed by refresh token before the first API call', async ({
  page,
}) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await dashboardWithContent(page);

  // The stored session says the access token expired (as after a laptop slept).
  const before = await page.evaluate((pattern) => {
    const key = Object.keys(sessionStorage).find((k) => new RegExp(pattern).test(k)) ?? '';
    const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem(key, JSON.stringify({ ...user, expires_at: 1 }));
    return user.refresh_token;
  }, STORED_USER.source);

  const seen = watch(page);
  await page.reload();
  await dashboardWithContent(page);
  expect(seen.refreshGrants).toBe(1);
  expect(await libraryFiles(page, seen.scripts)).toHaveLength(1);
  const after = await page.evaluate((pattern) => {
    const key = Object.keys(sessionStorage).find((k) => new RegExp(pattern).test(k)) ?? '';
    return (JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>)
      .refresh_token;
  }, STORED_USER.source);
  expect(after).toEqual(expect.any(String));
  expect(after).not.toBe(before);
});

test('a logout in one tab ends the session of another tab', async ({ page, context }) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await dashboardWithContent(page);

  // A second tab of the same browser has its own sessionStorage: it logs in on its own.
  const other = await context.newPage();
  await other.goto(routePaths.dashboard.href());
  const login = other.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' });
  const overview = other.getByRole('heading', { level: 1, name: 'Overzicht' });
  await expect(login.or(overview)).toBeVisible();
  if (await login.isVisible()) await logInAtIdp(other, 'jan');
  await dashboardWithContent(other);

  // From now on: does the other tab start a login of its own? It must not: the IdP might still
  // grant it silently while this tab's logout is on its way.
  const authorizations: string[] = [];
  other.on('request', (request) => {
    const url = new URL(request.url());
    if (request.isNavigationRequest() && url.searchParams.has('code_challenge')) {
      authorizations.push(url.pathname);
    }
  });
  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Je bent uitgelogd.' })).toBeVisible();

  // The other tab dropped its tokens at once and says so (spec §4, ADR 056).
  await expect(other).toHaveURL(endsWith(routePaths.logout.href()));
  await expect(other.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
  await expect(
    other.getByText('Je bent uitgelogd in een ander tabblad van Mijn Vonk.'),
  ).toBeVisible();
  expect(authorizations).toEqual([]);
  const stored = await other.evaluate(
    (pattern) => Object.keys(sessionStorage).filter((key) => new RegExp(pattern).test(key)),
    STORED_USER.source,
  );
  expect(stored).toEqual([]);
  // Logging in again asks for the password: the IdP session ended too.
  await other.getByRole('link', { name: 'Opnieuw inloggen' }).click();
  await expect(other.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
});
