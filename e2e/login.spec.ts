import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a customer logs in, sees the dashboard with initials, logs out and must log in again', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
  await expectNoAxeViolations(page);
  await logInAtIdp(page, 'jan');

  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();
  const banner = page.getByRole('banner');
  await expect(banner.getByText('JV', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Overzicht | Mijn Vonk');
  await expectNoAxeViolations(page);

  await banner.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Je bent uitgelogd.' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Opnieuw inloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
});

test('a wrong password keeps the username and says so in Dutch', async ({ page }) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan', 'fout');
  await expect(page.getByRole('alert')).toHaveText(
    'De combinatie van gebruikersnaam en wachtwoord is onjuist.',
  );
  await expect(page.getByLabel('Gebruikersnaam')).toHaveValue('jan');
});

test('the target path survives the login round trip', async ({ page }) => {
  await page.goto(`${routePaths.dashboard.href()}?bron=e2e`);
  await logInAtIdp(page, 'sanne');
  await expect(page).toHaveURL(endsWith(`${routePaths.dashboard.href()}?bron=e2e`));
  await expect(page.getByText('SB', { exact: true })).toBeVisible();
});

test('tokens never land in local storage', async ({ page }) => {
  await page.goto('/');
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  const local = await page.evaluate(() => JSON.stringify(localStorage));
  expect(local).not.toMatch(/access_token|refresh_token|id_token/);
  const session = await page.evaluate(() => JSON.stringify(sessionStorage));
  expect(session).toMatch(/access_token/);
});

test('a spent callback URL opened again while logged in goes on to the dashboard (spec §2.1)', async ({
  page,
}) => {
  let callback = '';
  page.on('framenavigated', (frame) => {
    const url = frame.url();
    if (frame === page.mainFrame() && url.includes(routePaths.authCallback.href()))
      callback ||= url;
  });
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  expect(callback).toContain('code=');

  await page.goto(callback);
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});

test('a callback whose code cannot be redeemed says so in Dutch and starts a new login by keyboard', async ({
  page,
}) => {
  await page.goto(`${routePaths.authCallback.href()}?code=onbekend&state=onbekend`);
  await expect(page.getByRole('heading', { name: 'Inloggen is niet gelukt' })).toBeVisible();
  await expect(
    page.getByText('Er ging iets mis bij het inloggen. Probeer het opnieuw.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Opnieuw inloggen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
});
