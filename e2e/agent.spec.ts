import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

const JAN = '10000001';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('an agent opens a customer through /agentlogin/{code}', async ({ page }) => {
  const apiRequests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      apiRequests.push(request.headers()['x-customer-code'] ?? 'missing');
    }
  });

  await page.goto(routePaths.agentLogin.href({ id: JAN }));
  await logInAtIdp(page, 'agent');

  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  const banner = page.getByRole('banner');
  await expect(banner.getByText('agent', { exact: true })).toBeVisible();
  await expect(banner.getByText(`Klantcode ${JAN}`)).toBeVisible();
  await expect(banner.getByRole('link', { name: 'Mijn account' })).toHaveCount(0);
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();

  const storage = await page.evaluate(() => ({ ...sessionStorage }));
  expect(storage['localhost:5173CustomerCode']).toBe(JAN);
  expect(storage['localhost:5173IsAgent']).toBe('true');
  expect(apiRequests.length).toBeGreaterThan(0);
  expect(new Set(apiRequests)).toEqual(new Set([JAN]));
  await expectNoAxeViolations(page);
});

test('the agent login page says what it does', async ({ page }) => {
  await page.goto(routePaths.agentLogin.href({ id: JAN }));
  // The redirect to the identity provider follows at once; the IdP's page proves the hand-off.
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
});

test('a locked agent is told to close the tab instead of logging out', async ({ page }) => {
  await page.goto(routePaths.agentLogin.href({ id: JAN }));
  await logInAtIdp(page, 'agent-geblokkeerd');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('Sluit dit tabblad om uit te loggen.')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Uitloggen' })).toHaveCount(0);
});
