import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

// Issue #29: every invoice opens from /rekeningen with its lines and "Waarom is deze rekening
// anders?", each change linked to its cause; printed, the page is the invoice alone.
test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const changes = (page: Page) =>
  page.getByRole('list', { name: 'Wat er anders is dan op de vorige rekening' });

test('jan opens his October invoice from the list and reads why € 115,50 became € 130,45', async ({
  page,
}) => {
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, 'jan');
  await page.getByRole('link', { name: 'Bekijk de rekening van 8 oktober 2026' }).click();
  const href = routePaths.invoiceDetail.href({ invoiceId: 'inv-2026100001' });
  await expect(page).toHaveURL(endsWith(href));
  await expect(page.getByRole('heading', { level: 1, name: 'Rekening' })).toBeVisible();
  await expect(page).toHaveTitle('Rekening | Mijn Vonk');
  await expect(
    page.getByText('Deze rekening is € 14,95 hoger dan de vorige (€ 115,50, 8 september 2026).'),
  ).toBeVisible();
  await expect(changes(page).getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
  // The credit behind a change: /rekeningen?tegoed=CR-1001.
  await changes(page).getByRole('link', { name: 'Bekijk tegoed CR-1001' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href({ tegoed: 'CR-1001' })));
});

test('jan reads the proration of September: 16 dagen Vonk Sport Totaal: € 7,97, from his renewal', async ({
  page,
}) => {
  await page.goto(routePaths.invoiceDetail.href({ invoiceId: 'inv-2026090001' }));
  await logInAtIdp(page, 'jan');
  const item = changes(page)
    .getByRole('listitem')
    .filter({ hasText: /^16 dagen Vonk Sport Totaal: €\s7,97/ });
  await expect(item).toContainText(
    '16 dagen Vonk Sport Totaal: € 7,97, in plaats van een hele maand (€ 14,95) (€ 6,98 minder)',
  );
  await expect(page.getByRole('rowheader', { name: '16 dagen Vonk Sport Totaal' })).toBeVisible();
  await item.getByRole('link', { name: 'Bekijk bestelling ORD-1010' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.orderDetail.href({ orderId: 'ORD-1010' })));
});

test('piet reads the one-off cost of September: € 39,90 for the replaced Mediabox', async ({
  page,
}) => {
  await page.goto(routePaths.invoiceDetail.href({ invoiceId: 'inv-2026090004' }));
  await logInAtIdp(page, 'piet');
  await expect(
    page.getByText('Deze rekening is € 39,90 hoger dan de vorige (€ 62,50, 8 augustus 2026).'),
  ).toBeVisible();
  const item = changes(page).getByRole('listitem');
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(
    'Eenmalige kosten Vervangende Mediabox Next Mini: € 39,90 (€ 39,90 meer)',
  );
  await expect(page.getByRole('table', { name: /^Eenmalige kosten: €\s39,90$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await item.getByRole('link', { name: 'Bekijk bestelling ORD-4003' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.orderDetail.href({ orderId: 'ORD-4003' })));
});

test('from /gebruikskosten/bellen the calls of October lead to the invoice they are on', async ({
  page,
}) => {
  await page.goto(routePaths.usageCalls.href({ maand: '2026-10' }));
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Bellen' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Op de rekening van 8 november 2026' });
  // October may have no calls in the sandbox's made-up history; then there is nothing to link.
  if ((await page.getByRole('table').count()) > 0) {
    await link.click();
    await expect(page).toHaveURL(
      endsWith(routePaths.invoiceDetail.href({ invoiceId: 'inv-2026110001' })),
    );
    await expect(page.getByRole('heading', { name: 'Rekening 2026110001' })).toBeVisible();
  } else {
    await expect(link).toHaveCount(0);
  }
});

/** Tab until the focused element has `name` (at most `max` presses). */
async function tabTo(page: Page, name: string, max = 80) {
  for (let press = 0; press < max; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return;
  }
  throw new Error(`No focusable "${name}" within ${max} tabs`);
}

test('keyboard only: jan goes from the list to an invoice and back', async ({ page }) => {
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  await tabTo(page, 'Bekijk de rekening van 8 november 2026');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    endsWith(routePaths.invoiceDetail.href({ invoiceId: 'inv-2026110001' })),
  );
  await expect(
    page.getByRole('heading', { name: 'Waarom is deze rekening anders?' }),
  ).toBeVisible();
  // Back by the sub menu's link to the previous crumb.
  await tabTo(page, 'Rekeningen');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
});

test('a printed invoice is the invoice alone: lines, no header, menus, buttons or footer', async ({
  page,
}) => {
  await page.goto(routePaths.invoiceDetail.href({ invoiceId: 'inv-2026100001' }));
  await logInAtIdp(page, 'jan');
  await expect(
    page.getByRole('heading', { name: 'Waarom is deze rekening anders?' }),
  ).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // What the paper shows: the invoice, its lines and the explanation.
  await expect(page.getByRole('heading', { name: 'Rekening 2026100001' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Maandelijkse kosten: €\s130,45$/ })).toBeVisible();
  await expect(page.getByText('Totaal: € 130,45')).toBeVisible();
  await expect(changes(page)).toBeVisible();
  // What it leaves out: header, every navigation, every button, the footer.
  // (CSS locators: role queries skip hidden elements, these find them and check they are hidden.)
  await expect(page.locator('header').first()).toBeAttached();
  for (const frame of await page.locator('header, footer, nav, button').all())
    await expect(frame).toBeHidden();
  await expect(page.getByText('Overzicht', { exact: true })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeHidden();
  // Chromium's print-to-PDF of the same page.
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(1000);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test('an unknown invoice id is said on the page, with the way back', async ({ page }) => {
  await page.goto(routePaths.invoiceDetail.href({ invoiceId: 'inv-0000000000' }));
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { name: 'Deze rekening kennen we niet' })).toBeVisible();
  await page.getByRole('link', { name: 'Naar je rekeningen' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
});
