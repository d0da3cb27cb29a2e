import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Issue #14 Veilig Online (spec §4): jan upgrades his licences and downgrades them again; each
// change is a modify with previousId, and its Success reaches the data layer.
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
