import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import {
  addOwnFault,
  expectNoAxeViolations,
  logInAtIdp,
  openAfterLogin,
  resetSandbox,
} from '../support/session.ts';
import { daysFromNow } from '../support/dateFields.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #13 /mijn-gegevens/adresgegevens: jan plans a move by keyboard only, first to an unknown
// address (spec §5 text), then to a known one, and sees the move order. A write, to this
// worker's own copy (ADR 086).

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Tabs (never clicks) until `target` has focus. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('jan plans a move by keyboard: unknown address, then a known one, and sees the move order', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(routePaths.address.href());
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.address.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Adres' })).toBeVisible();
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Verhuizing doorgeven' });
  const postcode = form.getByRole('textbox', { name: /^Postcode/ });
  const number = form.getByRole('textbox', { name: /^Huisnummer/ });
  const addition = form.getByRole('textbox', { name: /^Toevoeging/ });

  await tabTo(page, postcode);
  await page.keyboard.type('1234 AB');
  await page.keyboard.press('Tab');
  await expect(number).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(
    form.getByText('De combinatie van postcode, huisnummer en toevoeging is onbekend.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Back to the postcode by keyboard and a known address: Lindengracht 88-1, Amsterdam.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(postcode).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('1015 KK');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('88');
  await page.keyboard.press('Tab');
  await expect(addition).toBeFocused();
  await page.keyboard.type('1');
  await page.keyboard.press('Tab');
  await expect(form.getByText('Lindengracht')).toBeVisible();
  // TV-by-address (ADR 089): only TV Start on the Lindengracht, so jan's TV Compleet cannot go along.
  await expect(form.getByRole('region', { name: 'Je tv' })).toContainText(
    'TV Compleet is op je nieuwe adres niet beschikbaar. Daar kun je kiezen uit TV Start.',
  );

  const [day, month, year] = daysFromNow(21);
  const date = form.getByRole('group', { name: /^Verhuisdatum/ });
  await tabTo(page, date.getByRole('textbox', { name: 'Dag' }));
  await page.keyboard.type(day);
  await tabTo(page, date.getByRole('textbox', { name: 'Maand' }), 3);
  await page.keyboard.type(month);
  await tabTo(page, date.getByRole('textbox', { name: 'Jaar' }), 3);
  await page.keyboard.type(year);
  await tabTo(page, form.getByRole('button', { name: 'Verder' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Klopt alles?' })).toBeFocused();
  await expect(page.getByText('Lindengracht 88 1, 1015 KK Amsterdam')).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, page.getByRole('button', { name: 'Verhuizing bevestigen' }));
  await page.keyboard.press('Enter');

  await expect(page.getByText('Je verhuizing is doorgegeven')).toBeVisible();
  const order = page.getByText(/We hebben verhuisorder (\S+) voor je gemaakt\./);
  await expect(order).toBeVisible();
  const orderId = /verhuisorder (\S+) voor/.exec((await order.textContent()) ?? '')?.[1];
  expect(orderId).toBeTruthy();
  const planned = page.getByRole('region', { name: 'Je verhuizing' });
  await expect(planned.getByText(orderId!)).toBeVisible();
  await expect(planned.getByText('Lindengracht 88 1, 1015 KK Amsterdam')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a 503 on the confirm step keeps the new address and date; back from maintenance the move goes through (issue #31)', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.address.href(), 'jan', 'Adres');
  const form = page.getByRole('form', { name: 'Verhuizing doorgeven' });
  await form.getByRole('textbox', { name: /^Postcode/ }).fill('1015 KK');
  await form.getByRole('textbox', { name: /^Huisnummer/ }).fill('88');
  await form.getByRole('textbox', { name: /^Toevoeging/ }).fill('1');
  await form.getByRole('textbox', { name: /^Toevoeging/ }).press('Tab');
  await expect(form.getByText('Lindengracht')).toBeVisible();
  const [day, month, year] = daysFromNow(21);
  const date = form.getByRole('group', { name: /^Verhuisdatum/ });
  await date.getByRole('textbox', { name: 'Dag' }).fill(day);
  await date.getByRole('textbox', { name: 'Maand' }).fill(month);
  await date.getByRole('textbox', { name: 'Jaar' }).fill(year);
  await form.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('heading', { name: 'Klopt alles?' })).toBeFocused();

  await addOwnFault(page, { path: '/api/move', method: 'POST', status: 503, times: 1 });
  await page.getByRole('button', { name: 'Verhuizing bevestigen' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.maintenance.href()));
  await page.getByRole('button', { name: 'Probeer opnieuw' }).click();

  await expect(page).toHaveURL(endsWith(routePaths.address.href()));
  await expect(page.getByText('We hebben bewaard wat je had ingevuld')).toBeVisible();
  await expect(form.getByRole('textbox', { name: /^Postcode/ })).toHaveValue('1015 KK');
  await expect(form.getByRole('textbox', { name: /^Toevoeging/ })).toHaveValue('1');
  await expect(date.getByRole('textbox', { name: 'Dag' })).toHaveValue(day);
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText('Lindengracht 88 1, 1015 KK Amsterdam')).toBeVisible();
  await page.getByRole('button', { name: 'Verhuizing bevestigen' }).click();
  await expect(page.getByText('Je verhuizing is doorgegeven')).toBeVisible();
});
