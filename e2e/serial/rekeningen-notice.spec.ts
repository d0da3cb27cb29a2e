import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Spec §8 maintenance notice (22/01 to 26/01) on /rekeningen, by the portal's clock: the sandbox
// serves config.json with `today` (PUT /__sandbox/config; `VONK_TODAY` for npm start). Changes
// the shared config, so serial; the reset restores the device's clock.

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

async function setToday(page: Page, today: string) {
  const response = await page.request.put('/__sandbox/config', { data: { today } });
  expect(response.ok()).toBe(true);
}

test('in the notice window piet is told payments are not updated; arrangement and postponement wait', async ({
  page,
}) => {
  await setToday(page, '2027-01-23');
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, 'piet');
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  await expect(page.getByText('Van 22/01 tot en met 26/01 voeren we onderhoud uit')).toBeVisible();
  await expect(
    page.getByText('Je betalingen worden in deze periode niet bijgewerkt.'),
  ).toBeVisible();
  const terms = page
    .getByRole('region', { name: 'Betalingsregeling' })
    .getByRole('button', { name: 'Bekijk je termijnen' });
  await expect(terms).toBeDisabled();
  await expect(terms).toHaveAccessibleDescription(
    'Door onderhoud kun je van 22/01 tot en met 26/01 geen betalingsregeling afspreken. Probeer het daarna opnieuw.',
  );
  // Issue #26: the postponement no longer says an arrangement "might" be possible below that.
  const postpone = page.getByRole('region', { name: 'Uitstel van betaling' });
  await expect(
    postpone.getByText('Uitstel kan niet zolang er een rekening te laat betaald is.'),
  ).toBeVisible();
  await expect(postpone.getByText(/betalingsregeling/)).toHaveCount(0);
  await expect(page.getByText(/kan misschien wel/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Spreek een betalingsregeling af/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('in the window a link to the review step is blocked on entry: no terms to confirm', async ({
  page,
}) => {
  await setToday(page, '2027-01-23');
  await page.goto(routePaths.invoices.href({ termijnen: '3' }));
  await logInAtIdp(page, 'piet');
  const section = page.getByRole('region', { name: 'Betalingsregeling' });
  await expect(section.getByRole('button', { name: 'Bekijk je termijnen' })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Betalingsregeling afspreken' })).toHaveCount(0);
});

test('the day after the window the notice is gone and piet can make an arrangement again', async ({
  page,
}) => {
  await setToday(page, '2027-01-27');
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, 'piet');
  await expect(page.getByText('Je hebt een aanmaning gekregen')).toBeVisible();
  await expect(page.getByText(/voeren we onderhoud uit/)).toHaveCount(0);
  await expect(
    page
      .getByRole('region', { name: 'Betalingsregeling' })
      .getByRole('button', { name: 'Bekijk je termijnen' }),
  ).toBeEnabled();
});

test('jan’s postponement waits in the window too', async ({ page }) => {
  await setToday(page, '2027-01-24');
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, 'jan');
  const postpone = page.getByRole('button', { name: 'Uitstel aanvragen' });
  await expect(postpone).toBeDisabled();
  await expect(postpone).toHaveAccessibleDescription(
    'Door onderhoud kun je van 22/01 tot en met 26/01 geen uitstel van betaling aanvragen. Probeer het daarna opnieuw.',
  );
});
