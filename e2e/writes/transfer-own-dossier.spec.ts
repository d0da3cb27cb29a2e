import { expect, test } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';
import { daysFromNow, fillDate } from '../support/dateFields.ts';

// Issue #12 /overstappen: sanne completes her own transfer details (PUT /api/transfer) and sees
// the switch move on the tracker; the server's field message lands at its field.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('sanne completes her own transfer details', async ({ page }) => {
  await page.goto(routePaths.transfer.href());
  await logInAtIdp(page, 'sanne');
  const tracker = page.getByRole('list', {
    name: `Voortgang van overstap ${personas.sanne.transfer!.reference}`,
  });
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Gegevens invullen');
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /^Klantnummer/ }).fill('GN-77812');
  await fillDate(page, /Einddatum van je contract/, daysFromNow(30));
  await fillDate(page, /Gewenste overstapdatum/, daysFromNow(45));
  await page.getByRole('button', { name: 'Gegevens versturen' }).click();

  await expect(page.locator(':focus')).toContainText('Je gegevens zijn verstuurd');
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Verstuurd');
  await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gegevens versturen' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
  await expectNoAxeViolations(page);
});
