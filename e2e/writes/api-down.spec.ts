import { expect, test } from '@playwright/test';
import {
  addOwnFault,
  clearOwnFaults,
  expectNoAxeViolations,
  openAfterLogin,
  resetSandbox,
} from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #31: wider failures than one request. The faults fail only this worker's logins (ADR 093).

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('the API down mid-write loses nothing typed, the page stays, and the save works once it is back', async ({
  page,
}) => {
  const NEW = 'jan.nieuw@example.nl';
  await openAfterLogin(page, routePaths.myData.href(), 'jan', 'Mijn gegevens');
  const section = page.getByRole('region', { name: 'E-mailadres wijzigen' });
  await section.getByRole('textbox', { name: /^Nieuw e-mailadres/ }).fill(NEW);
  await section.getByRole('textbox', { name: /^Nieuw e-mailadres/ }).press('Enter');
  const check = section.getByRole('group', { name: 'Klopt je nieuwe e-mailadres?' });
  await expect(check.getByText(NEW, { exact: true })).toBeVisible();

  // The API process dies: nginx answers 502 to everything of this customer.
  await addOwnFault(page, { path: '/api/', status: 502 });
  await check.getByRole('button', { name: 'Bevestigingslink sturen' }).click();
  const field = section.getByRole('textbox', { name: /^Nieuw e-mailadres/ });
  await expect(section.getByRole('alert')).toContainText('Opslaan is niet gelukt');
  await expect(field).toHaveValue(NEW);
  await expect(page).toHaveURL(endsWith(routePaths.myData.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  // A background refresh that fails keeps the page and what was typed.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(field).toHaveValue(NEW);
  await expectNoAxeViolations(page);

  // Back: the same steps send it.
  await clearOwnFaults(page);
  await field.press('Enter');
  await check.getByRole('button', { name: 'Bevestigingslink sturen' }).click();
  await expect(section.getByText('Bevestig je nieuwe e-mailadres')).toBeVisible();
});

test('maintenance says when to come back, and "Probeer opnieuw" returns to the page (issue #31)', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.dashboard.href(), 'jan', 'Overzicht');
  await addOwnFault(page, {
    path: '/api/invoices',
    method: 'GET',
    status: 503,
    retryAfterSeconds: 600,
    times: 1,
  });
  await page.goto(routePaths.invoices.href());
  await expect(page).toHaveURL(endsWith(routePaths.maintenance.href()));
  await expect(page.getByText('We verwachten dat het over 10 minuten weer werkt.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Probeer opnieuw' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
});
