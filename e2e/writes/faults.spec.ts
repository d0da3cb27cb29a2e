import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  addOwnFault,
  clearOwnFaults,
  expectNoAxeViolations,
  logInAtIdp,
  openAfterLogin,
  resetSandbox,
} from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Spec §8 faults on this worker's own logins (`jan@w3`): addOwnFault fails only their requests
// (ADR 093), so these run beside the other tests (ADR 110). The production switch is global: its
// tests stay in e2e/serial/faults.spec.ts.

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

const logIn = (page: Page, persona: string) =>
  openAfterLogin(page, routePaths.dashboard.href(), persona, 'Overzicht');

test('a 503 from the API puts the portal in maintenance (spec §8)', async ({ page }) => {
  await logIn(page, 'jan');
  await addOwnFault(page, { path: '/api/subscription', method: 'GET', status: 503 });
  await page.goto(routePaths.invoices.href());
  await expect(page).toHaveURL(endsWith(routePaths.maintenance.href()));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
  ).toBeVisible();
});

test('a 401 from the API logs the customer out (spec §8)', async ({ page }) => {
  await logIn(page, 'jan');
  await addOwnFault(page, { path: '/api/invoices/openbalance', status: 401 });
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByRole('heading', { name: 'Je bent uitgelogd.' })).toBeVisible();
});

test('a failing call on the dashboard fails only its tile, which retries (spec §2.2)', async ({
  page,
}) => {
  await logIn(page, 'jan');
  await addOwnFault(page, { path: '/api/invoices/openbalance', status: 500 });
  await page.goto(routePaths.dashboard.href());
  const invoices = page.getByRole('region', { name: 'Rekeningen' });
  await expect(invoices.getByText('Rekeningen konden we niet laden.')).toBeVisible();
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('region', { name: 'Je producten' }).getByRole('list')).toBeVisible();
  await clearOwnFaults(page);
  await invoices.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(invoices.getByText(/^Openstaand bedrag: €\s130,45$/)).toBeVisible();
});

test('a 500 on a page marks it failed with a retry (spec §8)', async ({ page }) => {
  // /cms handles its HTTP errors globally, as every page but the dashboard does; sanne has the flag.
  await logIn(page, 'sanne');
  await addOwnFault(page, { path: '/api/content', status: 500 });
  await page.goto(routePaths.cms.href());
  await expect(page.getByRole('heading', { name: 'Oeps! Er is iets fout gegaan.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expectNoAxeViolations(page);
  await clearOwnFaults(page);
  await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welkom bij Vonk' })).toBeVisible();
  await expect(page.getByText('Oeps! Er is iets fout gegaan.')).toHaveCount(0);
});

test('the callback redeems the code exactly once under StrictMode', async ({ page }) => {
  await logIn(page, 'jan');
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/token') {
      tokenCalls.push(new URLSearchParams(request.postData() ?? '').get('grant_type') ?? '');
    }
  });
  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await page.getByRole('link', { name: 'Opnieuw inloggen' }).click();
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  expect(tokenCalls.filter((grant) => grant === 'authorization_code')).toHaveLength(1);
});
