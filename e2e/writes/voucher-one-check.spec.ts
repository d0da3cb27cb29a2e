import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Issue #26 (ADR 123): one voucher check for the vouchers page and an order; a removal is said
// where it was made and the old "toegepast" goes.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan: WELKOM2026 applies on the vouchers page and is never "bestaat niet" in an order', async ({
  page,
}) => {
  await page.goto(routePaths.subscriptionsVouchers.href());
  await logInAtIdp(page, 'jan');
  await page.getByRole('textbox', { name: /^Kortingscode/ }).fill('WELKOM2026');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText('Je kortingscode is toegepast')).toBeVisible();

  await page.goto(routePaths.subscriptionsTvPackages.href({ product: 'Film1', stap: 'overzicht' }));
  const code = page.getByRole('textbox', { name: 'Kortingscode (niet verplicht)' });
  await code.fill('WELKOM2026');
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(code).toHaveAccessibleDescription(
    /Deze kortingscode geldt voor je abonnement, niet voor een bestelling\. Gebruik hem bij Kortingscodes\./,
  );
  await expect(page.getByText('Deze kortingscode bestaat niet.')).toHaveCount(0);
  await expect(code).toHaveValue('WELKOM2026');
  await expectNoAxeViolations(page);
});

test('kortingscode: removing WELKOM2026 is said at the list, and the old "toegepast" goes', async ({
  page,
}) => {
  await page.goto(routePaths.subscriptionsVouchers.href());
  await logInAtIdp(page, 'kortingscode');
  // Apply another first, so a "toegepast" message is on screen before the removal.
  await page.getByRole('textbox', { name: /^Kortingscode/ }).fill('VONK10');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByText('Je kortingscode is toegepast')).toBeVisible();

  await page.getByRole('button', { name: 'VONK10 verwijderen' }).click();
  const list = page.getByRole('region', { name: 'Je kortingscodes' });
  await expect(list.getByText('Je kortingscode is verwijderd')).toBeVisible();
  await expect(
    list.getByText('VONK10 (1 jaar 10% korting) staat niet meer op je abonnement.'),
  ).toBeVisible();
  await expect(page.getByText('Je kortingscode is toegepast')).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'VONK10' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'WELKOM2026' })).toBeVisible();
  await expectNoAxeViolations(page);
});
