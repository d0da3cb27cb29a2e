import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from './support/session.ts';

// Every shell route of spec §2.2, reached by a persona it is meant for, with its title.
const shellRoutes: [path: string, title: string][] = [
  ['/dashboard', 'Overzicht'],
  ['/download-inzageverzoek', 'Inzageverzoek downloaden'],
  ['/rekeningen', 'Rekeningen'],
  ['/bestellingen', 'Bestellingen'],
  ['/bestellingen/thuis', 'Je bestelling'],
  ['/abonnementen', 'Abonnementen'],
  ['/gebruikskosten', 'Gebruikskosten'],
  ['/gebruikskosten/bellen', 'Bellen'],
  ['/instellingen', 'Instellingen'],
  ['/instellingen/tv', 'TV'],
  ['/mijn-gegevens', 'Mijn gegevens'],
  ['/mijn-gegevens/adresgegevens', 'Adres'],
  ['/storingen', 'Actuele storingen'],
  ['/overstappen', 'Overstappen'],
  ['/klantvoordeel', 'Klantvoordeel'],
  ['/klantvoordeel/aanmelden', 'Aanmelden voor Klantvoordeel'],
  ['/klantvoordeel/aanmelden-niet-mogelijk', 'Aanmelden is niet mogelijk'],
  ['/klantvoordeel/afmelden', 'Afmelden voor Klantvoordeel'],
  ['/klantvoordeel/verstuurd/aanmelding-in-behandeling', 'Je aanmelding is in behandeling'],
];

// Public pages of spec §2.1 (no login, no shell).
const publicRoutes: [path: string, title: string][] = [
  ['/unsubscribe', 'Afmelden'],
  ['/retour-label', 'Retourlabel'],
  ['/overstappen-afronden', 'Overstappen afronden'],
  ['/overstappen-afronden/OV-2026-0042', 'Overstappen afronden'],
  ['/nieuwe-gebruikersnaam', 'Je nieuwe gebruikersnaam is ingesteld'],
  ['/TaskBOFeedback', 'Je melding is opgelost.'],
  ['/error', 'Oeps! Hier ging iets mis.'],
  ['/404', 'Sorry! Wij kunnen de pagina niet vinden.'],
  ['/maintenance', 'Vonk tijdelijk niet beschikbaar'],
];

async function logIn(page: Page, persona: string) {
  await page.goto('/dashboard');
  await logInAtIdp(page, persona);
  await expect(page.getByRole('main')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan reaches every shell route with its title, axe-clean', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'jan');
  for (const [path, title] of shellRoutes) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${title} | Mijn Vonk`);
    await expectNoAxeViolations(page);
  }
});

for (const [path, title] of publicRoutes) {
  test(`public page ${path} shows '${title}' without login`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('a customer without converged info is sent to /bestellingen/thuis with the reduced menu', async ({
  page,
}) => {
  await logIn(page, 'nieuw');
  await expect(page).toHaveURL(/\/bestellingen\/thuis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Je bestelling' })).toBeVisible();
  for (const path of ['/rekeningen', '/abonnementen', '/klantvoordeel']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/bestellingen\/thuis$/);
  }
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Bestellingen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Persoonlijke gegevens' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Facturen' })).toHaveCount(0);
});

test('storing sees current outages; /cms without the CMS flag is not there', async ({ page }) => {
  await logIn(page, 'storing');
  await page.goto('/storingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Actuele storingen' })).toBeVisible();
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/404$/);
});

test('sanne, who has the CMS flag, reads sanitised content on /cms and follows a routerlink in-app', async ({
  page,
}) => {
  await logIn(page, 'sanne');
  await page.goto('/cms');
  await expect(page).toHaveURL(/\/cms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Welkom bij Vonk' })).toBeVisible();
  await expect(page.locator('main script, main [onerror]')).toHaveCount(0);
  expect(await page.evaluate(() => '__cmsScriptRan' in window || '__cmsHandlerRan' in window)).toBe(
    false,
  );
  await expectNoAxeViolations(page);
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await page.getByRole('link', { name: 'Bekijk je rekeningen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  await expect(page).toHaveURL(/\/rekeningen$/);
  // In-app: the same document, no reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('the design-system showcase /demo is there in development', async ({ page }) => {
  await logIn(page, 'storing');
  await page.goto('/demo');
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the empty path opens the dashboard', async ({ page }) => {
  await logIn(page, 'sanne');
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('migrated routes open the other web app under /my when their feature switch is on (spec §2.3)', async ({
  page,
}) => {
  // The provider's other web app is not ours: answer for it at the network edge.
  await page.route('https://www.vonk.example/my/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="nl"><title>Vonk my</title><h1>De andere web-app</h1></html>',
    }),
  );
  await logIn(page, 'storing');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Facturen' })
    .click();
  await expect(page).toHaveURL('https://www.vonk.example/my/facturen');
  await page.goto('/instellingen/tv');
  await expect(page).toHaveURL('https://www.vonk.example/my/instellingen');
});
