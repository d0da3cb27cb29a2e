import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectSuccess, successes, tabTo } from '../support/orderFlow.ts';

// Issue #14 vouchers (ADR 069): apply and unapply with the keyboard only, both writes tracked.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan applies a voucher and takes it off again, keyboard only', async ({ page }) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  await tabTo(page, 'Kortingscode gebruiken');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.subscriptionsVouchers.href()));
  await expect(page.getByText('Je gebruikt nu geen kortingscode.')).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, 'Kortingscode');
  await page.keyboard.type('vonk10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je kortingscode is toegepast')).toBeVisible();
  await expect(page.getByRole('form', { name: 'VONK10' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectSuccess(page, 'SS - Kortingscode', 'Kortingscode toevoegen');
  await page.keyboard.press('Shift+Tab');
  await page.goto(routePaths.subscriptionsVouchers.href());
  await tabTo(page, 'VONK10 verwijderen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je gebruikt nu geen kortingscode.')).toBeVisible();
  await expect
    .poll(() => successes(page))
    .toContainEqual(expect.objectContaining({ eventLabel: 'Kortingscode verwijderen' }));
});
