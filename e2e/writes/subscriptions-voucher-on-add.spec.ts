import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';
import { expectSuccess } from '../support/orderFlow.ts';

// Issue #14 a voucher on an add (spec §3 voucherName, §7.2 POST /api/products/add; ADR 080).
// Serial: the order changes the one shared sandbox.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('piet adds Film1 with a voucher: an expired code is refused at the field, a valid one is priced and sent', async ({
  page,
}) => {
  await page.goto(routePaths.subscriptionsTvPackages.href({ product: 'Film1', stap: 'overzicht' }));
  await logInAtIdp(page, 'piet');
  const code = page.getByRole('textbox', { name: 'Kortingscode (niet verplicht)' });
  await expect(code).toBeVisible();

  // The sandbox refuses an expired code in Dutch, next to the field; nothing typed is lost.
  await code.fill('ZOMER2025');
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(code).toHaveAccessibleDescription(/Deze kortingscode is verlopen\./);
  await expect(code).toHaveValue('ZOMER2025');
  await expect(
    page.getByText('Je krijgt Film1 erbij. Je kan het vandaag al kijken.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A valid code: the summary shows what it takes off; the add carries it.
  await code.fill(' pakket50 ');
  await expect(page.getByText(/^€\s6,25 per maand minder, de eerste 3 maanden/)).toBeVisible();
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/products/add'),
  );
  await page.getByRole('button', { name: 'Bestellen' }).click();
  expect((await sent).postDataJSON()).toEqual({
    products: [{ name: 'Film1', voucherName: 'PAKKET50' }],
  });
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expectSuccess(page, 'SS - Producten', 'Producten toevoegen');
});
