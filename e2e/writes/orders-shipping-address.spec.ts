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

  // The fields load when the box is ticked (warmed on its focus, issue #34): they appear first.
  await expect(postcode).toBeVisible();

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

// Issue #26: the lookup on leaving the house number moved the button between mousedown and
// mouseup, so the first click did nothing. One real mouse click, straight from the field.
test('jan changes a shipping address with one click straight from the house number', async ({
  page,
}) => {
  await page.goto(routePaths.orders.href());
  await logInAtIdp(page, 'jan');
  const card = page.getByRole('region', { name: 'Product erbij' });
  await card.getByRole('checkbox', { name: 'Op een ander adres bezorgen' }).check();
  const form = card.getByRole('form', { name: 'Ander bezorgadres voor bestelling ORD-1012' });
  await form.getByRole('textbox', { name: /^Postcode/ }).fill('3511 LX');
  const number = form.getByRole('textbox', { name: /^Huisnummer/ });
  await number.fill('14');
  await expect(number).toBeFocused();
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/orders/shippingaddress'))
      saves.push(request.url());
  });
  await form.getByRole('button', { name: 'Bezorgadres wijzigen' }).click();
  await expect(card.getByText('Je bezorgadres is gewijzigd')).toBeVisible();
  await expect(card.getByText('Kerkstraat 14, 3511 LX Utrecht')).toBeVisible();
  expect(saves).toHaveLength(1);
});

// Issue #26: the warehouse packs ingepakt's order as the change arrives; the refusal was silent
// (the order reloaded as unchangeable and took the form and its message away).
test('ingepakt: a refused shipping address change stays said when the order reloads', async ({
  page,
}) => {
  await page.goto(routePaths.orders.href());
  await logInAtIdp(page, 'ingepakt');
  const card = page.getByRole('region', { name: 'Product erbij' });
  await card.getByRole('checkbox', { name: 'Op een ander adres bezorgen' }).check();
  const form = card.getByRole('form', { name: 'Ander bezorgadres voor bestelling ORD-4301' });
  await form.getByRole('textbox', { name: /^Postcode/ }).fill('3511 LX');
  await form.getByRole('textbox', { name: /^Huisnummer/ }).fill('14');
  await page.keyboard.press('Tab');
  await expect(form.getByText('Kerkstraat')).toBeVisible();
  const reloaded = page.waitForResponse(
    (response) =>
      response.request().method() === 'GET' && response.url().endsWith('/api/orders/open'),
  );
  await form.getByRole('button', { name: 'Bezorgadres wijzigen' }).click();
  await reloaded;
  const refusal = 'Het bezorgadres van deze bestelling kan niet meer worden gewijzigd.';
  await expect(card.getByRole('form')).toHaveCount(0);
  await expect(card.getByRole('alert')).toContainText('Het versturen is niet gelukt');
  await expect(card.getByRole('alert')).toContainText(refusal);
  await expect(card.getByText('Je bezorgadres is gewijzigd')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Back later: the order says it up front, without a form to try.
  await page.reload();
  const again = page.getByRole('region', { name: 'Product erbij' });
  await expect(again.getByText(refusal)).toBeVisible();
  await expect(again.getByRole('checkbox', { name: 'Op een ander adres bezorgen' })).toHaveCount(0);
});
