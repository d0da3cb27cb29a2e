import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { openAfterLogin, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// The production switch (PUT /__sandbox/config) holds for every test, so these run one at a time.
// Faults on a worker's own logins run beside the others: e2e/writes/faults.spec.ts (ADR 110).
test.describe.configure({ mode: 'serial' });

async function fault(page: Page, spec: Record<string, unknown>) {
  const response = await page.request.post('/__sandbox/faults', { data: spec });
  expect(response.ok()).toBe(true);
}

async function switchToProduction(page: Page) {
  const production = await page.request.put('/__sandbox/config', { data: { production: true } });
  expect(production.ok()).toBe(true);
}

const logIn = (page: Page, persona: string) =>
  openAfterLogin(page, routePaths.dashboard.href(), persona, 'Overzicht');

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('in production a 500 on a page goes to /error (spec §8)', async ({ page }) => {
  // /cms handles its HTTP errors globally, as every page but the dashboard does; sanne has the flag.
  // The same 500 outside production: e2e/writes/faults.spec.ts.
  await logIn(page, 'sanne');
  await switchToProduction(page);
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
  await logIn(page, 'jan');
  await switchToProduction(page);
  await page.goto(routePaths.demo.href());
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});
