import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Issue #14: piet moves to the new network: offer → priced offer → pre-order → order.
type Hit = { event: string; eventCategory?: string; eventAction?: string; eventLabel?: string };

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('piet migrates his network from the overview, and the order is tracked', async ({ page }) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'piet');
  await page.getByRole('link', { name: 'Overstappen naar het nieuwe netwerk' }).click();
  await page.getByRole('radio', { name: 'Internet Extra' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText('Stap 2 van 3')).toBeVisible();
  await expect(page.getByText('Internet Extra', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Hit[] }).dataLayer ?? []).some(
          (hit) => hit.eventAction === 'Success' && hit.eventLabel === 'Netwerkmigratie bestellen',
        ),
      ),
    )
    .toBe(true);
  // Both writes are tracked: the pre-order before the order.
  expect(
    await page.evaluate(() =>
      ((window as unknown as { dataLayer?: Hit[] }).dataLayer ?? [])
        .filter((hit) => hit.eventAction === 'Success')
        .map((hit) => hit.eventLabel),
    ),
  ).toEqual(expect.arrayContaining(['Netwerkmigratie vooraanmelden', 'Netwerkmigratie bestellen']));
  // The offer is used up: the overview no longer offers the move.
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Overstappen naar het nieuwe netwerk' })).toHaveCount(
    0,
  );
});
