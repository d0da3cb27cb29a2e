import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

async function fault(page: Page, spec: Record<string, unknown>) {
  const response = await page.request.post('/__sandbox/faults', { data: spec });
  expect(response.ok()).toBe(true);
}

// One at a time: a fault applies to every request of the shared sandbox.
test.describe.configure({ mode: 'serial' });

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a 503 from the API puts the portal in maintenance (spec §8)', async ({ page }) => {
  await fault(page, { path: '/api/subscription', method: 'GET', status: 503 });
  await page.goto(routePaths.invoices.href());
  await expect(page).toHaveURL(endsWith(routePaths.maintenance.href()));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
  ).toBeVisible();
});

test('a 401 from the API logs the customer out (spec §8)', async ({ page }) => {
  await fault(page, { path: '/api/invoices/openbalance', status: 401 });
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByRole('heading', { name: 'Je bent uitgelogd.' })).toBeVisible();
});

test('a failing call on the dashboard fails only its tile, which retries (spec §2.2)', async ({
  page,
}) => {
  await fault(page, { path: '/api/invoices/openbalance', status: 500 });
  await page.goto(routePaths.dashboard.href());
  const invoices = page.getByRole('region', { name: 'Rekeningen' });
  await expect(invoices.getByText('Rekeningen konden we niet laden.')).toBeVisible();
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('region', { name: 'Je producten' }).getByRole('list')).toBeVisible();
  await page.request.delete('/__sandbox/faults');
  await invoices.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(invoices.getByText(/^Openstaand bedrag: €\s130,45$/)).toBeVisible();
});

test('a 500 on a page marks it failed with a retry; in production it goes to /error (spec §8)', async ({
  page,
}) => {
  // /cms handles its HTTP errors globally, as every page but the dashboard does; sanne has the flag.
  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await page.getByRole('link', { name: 'Opnieuw inloggen' }).click();
  await logInAtIdp(page, 'sanne');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();

  await fault(page, { path: '/api/content', status: 500 });
  await page.goto(routePaths.cms.href());
  await expect(page.getByRole('heading', { name: 'Oeps! Er is iets fout gegaan.' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.request.delete('/__sandbox/faults');
  await page.getByRole('button', { name: 'Probeer opnieuw' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welkom bij Vonk' })).toBeVisible();
  await expect(page.getByText('Oeps! Er is iets fout gegaan.')).toHaveCount(0);

  const production = await page.request.put('/__sandbox/config', { data: { production: true } });
  expect(production.ok()).toBe(true);
  await fault(page, { path: '/api/content', status: 500 });
  await page.goto(routePaths.cms.href());
  await expect(page).toHaveURL(endsWith(routePaths.error.href()));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oeps! Hier ging iets mis.' }),
  ).toBeVisible();
  await expect(page.getByText('Je bent op een pagina die er even niet is.')).toBeVisible();
});

test('in production the design-system showcase /demo sends to /dashboard (spec §2.3)', async ({
  page,
}) => {
  const production = await page.request.put('/__sandbox/config', { data: { production: true } });
  expect(production.ok()).toBe(true);
  await page.goto(routePaths.demo.href());
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});

test('the callback redeems the code exactly once under StrictMode', async ({ page }) => {
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
