import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';
import { expectSuccess } from '../support/orderFlow.ts';

// Issue #14 Veilig Online (spec §4): jan upgrades his licences and downgrades them again; each
// change is a modify with previousId, and its Success reaches the data layer. veilig-dubbel (no
// contract, no open order) stops with it (a cease) and takes the home product (an add).
type Hit = { event: string; eventCategory?: string; eventAction?: string; eventLabel?: string };

const modifySuccesses = (page: Page) =>
  page.evaluate(
    () =>
      ((window as unknown as { dataLayer?: Hit[] }).dataLayer ?? []).filter(
        (hit) =>
          hit.event === 'trackEvent' &&
          hit.eventAction === 'Success' &&
          hit.eventLabel === 'Producten wijzigen',
      ).length,
  );

async function changeLicences(page: Page, devices: string, summary: string) {
  await page.getByRole('link', { name: 'Veilig Online wijzigen' }).click();
  await page.getByRole('radio', { name: devices, exact: true }).check();
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText(summary)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
}

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan upgrades his Veilig Online licences and downgrades them', async ({ page }) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'jan');
  const security = page.getByRole('region', { name: 'Veilig Online' });
  await expect(security.getByText('Overal Veilig Online', { exact: true })).toBeVisible();

  await changeLicences(page, '10 apparaten', 'Je krijgt meer licenties.');
  await expect(security.getByText('Overal Veilig Online 10', { exact: true })).toBeVisible();
  await expect.poll(() => modifySuccesses(page)).toBe(1);

  await changeLicences(page, '3 apparaten', 'Je houdt minder licenties over.');
  await expect(security.getByText('Overal Veilig Online 3', { exact: true })).toBeVisible();
  await expect.poll(() => modifySuccesses(page)).toBe(2);
});

/** On the summary of the Veilig Online flow: check `summary`, axe, confirm, the receipt. */
async function confirmChange(page: Page, summary: string) {
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText(summary)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
}

test('veilig-dubbel removes all Veilig Online, then adds the home product', async ({ page }) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'veilig-dubbel');
  const security = page.getByRole('region', { name: 'Veilig Online' });
  await expect(security.getByText('Overal Veilig Online 10', { exact: true })).toBeVisible();

  // Remove all: both everywhere products ceased in one write.
  await page.getByRole('link', { name: 'Veilig Online wijzigen' }).click();
  await page.getByRole('radio', { name: 'Geen', exact: true }).check();
  await confirmChange(page, 'Je stopt met Veilig Online.');
  await expectSuccess(page, 'SS - Producten', 'Producten opzeggen');
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(security.getByText('Overal Veilig Online 10', { exact: true })).toHaveCount(0);

  // Add: the home product alone, a plain add.
  await page.getByRole('link', { name: 'Veilig Online wijzigen' }).click();
  await page.getByRole('checkbox', { name: /Thuis Veilig Online/ }).check();
  await confirmChange(page, 'Je neemt Thuis Veilig Online.');
  await expectSuccess(page, 'SS - Producten', 'Producten toevoegen');
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(security.getByText('Thuis Veilig Online', { exact: true })).toBeVisible();
});
