import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { daysFromNow, fillDate } from '../support/dateFields.ts';

// Issue #26: a fact is decided once in the domain, and after a write every screen that shows it
// agrees without a reload. Each test writes on a page, then walks to the dashboard in-app (the
// main menu, no page load) and reads the tile that summarises that page.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

async function toDashboard(page: Page) {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Overzicht' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
}

const tile = (page: Page, name: string) => page.getByRole('region', { name });

const openMore = (page: Page) =>
  page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('button', { name: 'Meer' }).click();

test('transfer: once sanne sends her details, the dashboard no longer asks for them', async ({
  page,
}) => {
  const reference = personas.sanne.transfer!.reference;
  await openAfterLogin(page, routePaths.dashboard.href(), 'sanne', 'Overzicht');
  await expect(tile(page, 'Overstappen')).toContainText(
    `Je overstap met referentie ${reference} wacht op je gegevens.`,
  );

  // (Its link to the public completion page is the TransferTile story's: a writes spec stays on
  // this worker's own copy, and a public link reaches the fixture.)
  // Her own dossier on /overstappen, reached in-app through the main menu, which still offers
  // completing the details.
  await openMore(page);
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'Overstappen afronden' }),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('link', { name: 'Overstappen', exact: true }).click();
  await expect(page).toHaveURL(endsWith(routePaths.transfer.href()));
  await page.getByRole('textbox', { name: /^Klantnummer/ }).fill('GN-77812');
  await fillDate(page, /Einddatum van je contract/, daysFromNow(30));
  await fillDate(page, /Gewenste overstapdatum/, daysFromNow(45));
  await page.getByRole('button', { name: 'Gegevens versturen' }).click();
  await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();

  await toDashboard(page);
  await expect(tile(page, 'Overstappen')).toContainText(
    `We hebben je gegevens voor overstap ${reference} ontvangen.`,
  );
  await expect(tile(page, 'Overstappen')).not.toContainText('wacht op je gegevens');
  await expectNoAxeViolations(page);
  // The menu follows the same stage: nothing is left to complete.
  await openMore(page);
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Overstappen' })).toBeVisible();
  await expect(
    page.getByRole('dialog').getByRole('link', { name: 'Overstappen afronden' }),
  ).toHaveCount(0);
});

test('cancel: once opzegger cancels TV Start, the dashboard says it stops, on the same day', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.dashboard.href(), 'opzegger', 'Overzicht');
  const products = tile(page, 'Je producten');
  await expect(products.getByText('TV Start', { exact: true })).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Abonnement' })
    .click();
  await page.getByRole('link', { name: 'TV Start opzeggen' }).click();
  const stops = await page.getByText(/^Stopt op \d+ \w+ 20\d\d\.$/).textContent();
  const date = stops!.replace(/^Stopt op /, '').replace(/\.$/, '');
  await page.getByRole('button', { name: 'Opzeggen bevestigen' }).click();
  await expect(page.getByText('Je opzegging is ontvangen')).toBeVisible();

  await toDashboard(page);
  await expect(products.getByText(`TV Start, opgezegd, stopt op ${date}`)).toBeVisible();
  await expect(tile(page, 'Bestellingen').getByText('Je opzegging loopt.')).toBeVisible();
});

test('Klantvoordeel: once jan signs up, the dashboard says it is in progress, not "aanmelden"', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.dashboard.href(), 'jan', 'Overzicht');
  await expect(tile(page, 'Klantvoordeel')).toContainText(
    'Je kunt je aanmelden voor Klantvoordeel.',
  );

  await tile(page, 'Klantvoordeel').getByRole('link', { name: 'Naar Klantvoordeel' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.householdSignUp.href()));
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
  await expect(page).toHaveURL(endsWith(routePaths.householdPending.href()));

  await toDashboard(page);
  await expect(tile(page, 'Klantvoordeel')).toContainText(
    'Je aanmelding voor Klantvoordeel is in behandeling.',
  );
});

test('Klantvoordeel: piet, who may not join, is not invited by the dashboard', async ({ page }) => {
  await openAfterLogin(page, routePaths.dashboard.href(), 'piet', 'Overzicht');
  await expect(tile(page, 'Klantvoordeel')).toContainText(
    'Aanmelden voor Klantvoordeel kan nu niet.',
  );
  await tile(page, 'Klantvoordeel').getByRole('link', { name: 'Naar Klantvoordeel' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.householdSignUpNotPossible.href()));
  // Back leads to the overview, not to the root that redirects here again.
  await page.getByRole('link', { name: 'Terug' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});

test('arrangement: once piet agrees a payment plan, the dashboard no longer says he is late', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.dashboard.href(), 'piet', 'Overzicht');
  const invoices = tile(page, 'Rekeningen');
  await expect(invoices.getByText(/^Waarvan te laat betaald: €\s164,90$/)).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Facturen' })
    .click();
  const arrangement = page.getByRole('region', { name: 'Betalingsregeling' });
  await arrangement.getByRole('radio', { name: /^In 3 maanden/ }).check();
  await arrangement.getByRole('button', { name: 'Bekijk je termijnen' }).click();
  await arrangement.getByRole('button', { name: 'Betalingsregeling afspreken' }).click();
  await expect(arrangement.getByText('Je betalingsregeling is afgesproken')).toBeVisible();

  await toDashboard(page);
  await expect(invoices.getByText(/^Openstaand bedrag: /)).toBeVisible();
  await expect(invoices.getByText(/te laat betaald/)).toHaveCount(0);
});
