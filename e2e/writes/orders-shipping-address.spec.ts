import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Issue #12, spec §5, §7.2 POST /api/orders/shippingaddress: jan changes where his open order goes,
// by keyboard only: the unknown combination, the same address, then a known one.
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan changes a shipping address by keyboard only', async ({ page }) => {
  await page.goto(routePaths.orders.href());
  await logInAtIdp(page, 'jan');
  const card = page.getByRole('region', { name: 'Product erbij' });
  const box = card.getByRole('checkbox', { name: 'Op een ander adres bezorgen' });
  await box.focus();
  await page.keyboard.press('Space');
  const form = card.getByRole('form', { name: 'Ander bezorgadres voor bestelling ORD-1012' });
  const postcode = form.getByRole('textbox', { name: /^Postcode/ });
  const number = form.getByRole('textbox', { name: /^Huisnummer/ });

  // Unknown combination (spec §5, to the letter).
  await page.keyboard.press('Tab');
  await expect(postcode).toBeFocused();
  await page.keyboard.type('3511lx');
  await page.keyboard.press('Tab');
  await page.keyboard.type('99');
  await page.keyboard.press('Tab');
  await expect(
    form.getByText('De combinatie van postcode, huisnummer en toevoeging is onbekend.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The address it already goes to: nothing to change.
  await number.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12');
  await page.keyboard.press('Tab');
  await expect(
    form.getByText('Dit is hetzelfde adres als je huidige adres. Je hoeft niets te wijzigen.'),
  ).toBeVisible();

  // A known address: saved, shown on the order.
  await number.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('14');
  await page.keyboard.press('Tab');
  await expect(form.getByText('Kerkstraat')).toBeVisible();
  await page.keyboard.press('Tab'); // past the addition to the button
  await expect(form.getByRole('button', { name: 'Bezorgadres wijzigen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator(':focus')).toContainText('Je bezorgadres is gewijzigd');
  await expect(card.getByText('Kerkstraat 14, 3511 LX Utrecht')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Product erbij' }).getByText('Kerkstraat 14, 3511 LX Utrecht'),
  ).toBeVisible();
});
