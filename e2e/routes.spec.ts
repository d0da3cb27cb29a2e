import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_EMAIL_LINKS, personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, pageTitle, routePaths } from './support/routePaths.ts';

// Every shell route of spec §2.2, reached by a persona it is meant for, with its title.
const shellRoutes: [path: string, title: string][] = [
  [routePaths.dashboard.href(), 'Overzicht'],
  [routePaths.privacyDataRequest.href(), 'Inzageverzoek downloaden'],
  [routePaths.invoices.href(), 'Rekeningen'],
  [routePaths.invoiceDetail.href({ invoiceId: 'inv-2026100001' }), 'Rekening'],
  [routePaths.orders.href(), 'Bestellingen'],
  [routePaths.ordersHome.href(), 'Je bestelling'],
  [routePaths.orderWithdrawal.href({ orderId: 'ORD-1012' }), 'Overeenkomst herroepen'],
  [routePaths.subscriptions.href(), 'Abonnementen'],
  [routePaths.subscriptionsCease.href(), 'Opzeggen'],
  [routePaths.subscriptionsTv.href(), 'TV toevoegen'],
  [routePaths.subscriptionsSecurity.href(), 'Veilig Online wijzigen'],
  [routePaths.subscriptionsInternet.href(), 'Internetsnelheid wijzigen'],
  [routePaths.subscriptionsNetworkMigration.href(), 'Overstappen naar het nieuwe netwerk'],
  [routePaths.usage.href(), 'Gebruikskosten'],
  [routePaths.usageCalls.href(), 'Bellen'],
  [routePaths.settings.href(), 'Instellingen'],
  [routePaths.tvSettings.href(), 'TV'],
  [routePaths.myData.href(), 'Mijn gegevens'],
  [routePaths.address.href(), 'Adres'],
  [routePaths.displayPreferences.href(), 'Weergave en toegankelijkheid'],
  [routePaths.outages.href(), 'Actuele storingen'],
  [routePaths.householdSignUp.href(), 'Aanmelden voor Klantvoordeel'],
  [routePaths.householdUnsubscribe.href(), 'Afmelden voor Klantvoordeel'],
];

// Public pages of spec §2.1 (no login, no shell).
const publicRoutes: [path: string, title: string][] = [
  [routePaths.unsubscribe.href(), 'Afmelden'],
  [routePaths.returnLabel.href(), 'Retourlabel'],
  [routePaths.completeTransfer.href(), 'Overstappen afronden'],
  [
    routePaths.completeTransfer.href({ reference: personas.sanne.transfer!.reference }),
    'Overstappen afronden',
  ],
  // Read-only here: the expired demo link (opening a valid one is e2e/serial's, ADR 128).
  [routePaths.newUsername.href({ token: DEMO_EMAIL_LINKS.expired }), 'Deze link is verlopen'],
  [routePaths.taskFeedback.href(), 'Je melding is opgelost.'],
  [routePaths.error.href(), 'Oeps! Hier ging iets mis.'],
  [routePaths.notFound.href(), 'Sorry! Wij kunnen de pagina niet vinden.'],
  [routePaths.maintenance.href(), 'Vonk tijdelijk niet beschikbaar'],
];

async function logIn(page: Page, persona: string) {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, persona);
  await expect(page.getByRole('main')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

// In parts of at most five routes, one login each, so both workers share the walk (ADR 093).
const SHELL_ROUTES_PER_TEST = 5;
const shellRouteParts = Array.from(
  { length: Math.ceil(shellRoutes.length / SHELL_ROUTES_PER_TEST) },
  (_, part) => shellRoutes.slice(part * SHELL_ROUTES_PER_TEST, (part + 1) * SHELL_ROUTES_PER_TEST),
);

for (const [part, routes] of shellRouteParts.entries()) {
  test(`jan reaches every shell route with its title, axe-clean (${part + 1}/${shellRouteParts.length}: ${routes[0]![0]} …)`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await logIn(page, 'jan');
    for (const [path, title] of routes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page).toHaveTitle(pageTitle(title));
      await expectNoAxeViolations(page);
    }
  });
}

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
  await expect(page).toHaveURL(endsWith(routePaths.ordersHome.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Je bestelling' })).toBeVisible();
  for (const path of [
    routePaths.invoices.href(),
    routePaths.subscriptions.href(),
    routePaths.household.href(),
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(endsWith(routePaths.ordersHome.href()));
  }
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(menu.getByRole('link', { name: 'Bestellingen' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Persoonlijke gegevens' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Facturen' })).toHaveCount(0);
});

test('/overstappen only while transfer is allowed: sanne reaches it', async ({ page }) => {
  await logIn(page, 'sanne');
  await page.goto(routePaths.transfer.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Overstappen' })).toBeVisible();
  await expect(page).toHaveTitle('Overstappen | Mijn Vonk');
  await expectNoAxeViolations(page);
});

test('/overstappen only while transfer is allowed: jan goes to the dashboard', async ({ page }) => {
  await logIn(page, 'jan');
  await page.goto(routePaths.transfer.href());
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
});

// Issue #12, ADR 074: a dossier sent and one switched, each a revisit, on the tracker without a form.
for (const [persona, reference, step, status] of [
  ['overstap-ingevuld', 'OV-2026-0085', 'Verstuurd', 'Aanvraag verstuurd'],
  ['overstap-klaar', 'OV-2026-0091', 'Overgestapt', 'Overstap afgerond'],
] as const) {
  test(`/overstappen: ${persona} sees '${status}', nothing to fill in`, async ({ page }) => {
    await logIn(page, persona);
    await page.goto(routePaths.transfer.href());
    const tracker = page.getByRole('list', { name: `Voortgang van overstap ${reference}` });
    await expect(tracker.locator('[aria-current="step"]')).toContainText(step);
    await expect(page.getByText(status)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Gegevens versturen' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

// Issue #12: the Klantvoordeel root decides where each customer goes (ADR 042).
for (const [persona, path, title] of [
  ['jan', routePaths.householdSignUp.href(), 'Aanmelden voor Klantvoordeel'],
  ['storing', routePaths.household.href(), 'Klantvoordeel'],
  ['bezorging', routePaths.householdSignUpNotPossible.href(), 'Aanmelden is niet mogelijk'],
] as const) {
  test(`/klantvoordeel sends ${persona} to ${path}`, async ({ page }) => {
    await logIn(page, persona);
    await page.goto(routePaths.household.href());
    await expect(page).toHaveURL(endsWith(path));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// Spec §2.3: Klantvoordeel only with current internet, the route as well as the link (ADR 073).
test('/klantvoordeel without current internet: opgezegd goes to the dashboard, no menu link', async ({
  page,
}) => {
  await logIn(page, 'opgezegd');
  for (const path of [routePaths.household.href(), routePaths.householdSignUp.href()]) {
    await page.goto(path);
    await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
    await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Klantvoordeel' })).toHaveCount(0);
});

test('storing sees current outages; /cms without the CMS flag is not there', async ({ page }) => {
  await logIn(page, 'storing');
  await page.goto(routePaths.outages.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Actuele storingen' })).toBeVisible();
  await page.goto(routePaths.cms.href());
  await expect(page).toHaveURL(endsWith(routePaths.notFound.href()));
});

test('sanne, who has the CMS flag, reads sanitised content on /cms and follows a routerlink in-app', async ({
  page,
}) => {
  await logIn(page, 'sanne');
  await page.goto(routePaths.cms.href());
  await expect(page).toHaveURL(endsWith(routePaths.cms.href()));
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
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  // In-app: the same document, no reload.
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
});

test('the design-system showcase /demo is there in development', async ({ page }) => {
  await logIn(page, 'storing');
  await page.goto(routePaths.demo.href());
  await expect(page).toHaveURL(endsWith(routePaths.demo.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Demo' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the empty path opens the dashboard', async ({ page }) => {
  await logIn(page, 'sanne');
  await page.goto('/');
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
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
  await logIn(page, 'facturen-elders');
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Facturen' })
    .click();
  await expect(page).toHaveURL('https://www.vonk.example/my/facturen');
  await page.goto(routePaths.tvSettings.href());
  await expect(page).toHaveURL('https://www.vonk.example/my/instellingen');
});
