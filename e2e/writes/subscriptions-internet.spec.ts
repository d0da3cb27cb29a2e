import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';
import { expectSuccess } from '../support/orderFlow.ts';

// Issue #14 internet speed: a modify with previousId, its Success on the data layer, the overview
// current afterwards. Serial: the order changes the one shared sandbox.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('sanne changes her internet to Giga; the write is tracked and the overview shows it', async ({
  page,
}) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'sanne');
  await page.getByRole('link', { name: 'Internetsnelheid wijzigen' }).click();
  await page.getByRole('radio', { name: /^Internet Giga/ }).check();
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText('Je gaat van Internet Start naar Internet Giga.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expectSuccess(page, 'SS - Producten', 'Producten wijzigen');
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(
    page.getByRole('region', { name: 'Internet' }).getByText('Internet Giga', { exact: true }),
  ).toBeVisible();
});
