import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';
import { pressUntilFocused, tabUntilFocused } from './support/keyboard.ts';

// Issue #30 "done when": a keyboard-only journey per shell screen (WCAG 2.1.1). Each one does the
// screen's main task with Tab, Shift+Tab, Enter, Space and the arrows alone, checks what the
// customer sees and where focus is after each step, and ends axe-clean. Read-only screens here;
// the screens that write are in e2e/writes/keyboard-journeys.spec.ts. After a route change they
// check the new page's h1 and Tab on from wherever the shell puts focus (body or the h1).

/** Opens `path` logged out, logs in (the IdP's form is not under test here) and waits for the h1. */
async function open(page: Page, path: string, persona: string, heading: string | RegExp) {
  await page.goto(path);
  await logInAtIdp(page, persona);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('dashboard: jan reaches the invoices tile’s link by Tab and Shift+Tab and opens it', async ({
  page,
}) => {
  await open(page, routePaths.dashboard.href(), 'jan', 'Overzicht');
  const products = page.getByRole('link', { name: 'Bekijk je abonnement' });
  const invoices = page.getByRole('link', { name: 'Bekijk je rekeningen' });
  await tabUntilFocused(page, invoices);
  // Back to the tile before it and forward again: the order follows the tiles.
  await pressUntilFocused(page, products, { key: 'Shift+Tab', limit: 10 });
  await tabUntilFocused(page, invoices, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  await expect(h1(page, 'Rekeningen')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('gebruikskosten: jan opens the calls, goes a month back and forth by keyboard', async ({
  page,
}) => {
  const monthName = (back: number) => {
    const now = new Date();
    return new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric' }).format(
      new Date(now.getFullYear(), now.getMonth() - back, 15),
    );
  };
  await open(page, routePaths.usage.href(), 'jan', 'Gebruikskosten');
  const calls = page.getByRole('link', { name: 'Bekijk je gesprekken per maand' });
  await tabUntilFocused(page, calls);
  await page.keyboard.press('Enter');
  await expect(h1(page, 'Bellen')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: monthName(0) })).toBeVisible();

  const months = page.getByRole('navigation', { name: 'Maanden' });
  const previous = months.getByRole('link', { name: `Vorige maand: ${monthName(1)}` });
  await tabUntilFocused(page, previous);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: monthName(1) })).toBeVisible();
  const next = months.getByRole('link', { name: `Volgende maand: ${monthName(0)}` });
  await tabUntilFocused(page, next);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: monthName(0) })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('gebruikskosten: jan follows a month’s costs to the invoice they are on by keyboard', async ({
  page,
}) => {
  await open(page, routePaths.usage.href(), 'jan', 'Gebruikskosten');
  const onInvoice = page.getByRole('link', { name: /^Op de rekening van / }).first();
  await tabUntilFocused(page, onInvoice);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.startsWith(`${routePaths.invoices.href()}/`));
  await expect(h1(page, 'Rekening')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wat staat er op deze rekening?' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('invoice detail: jan downloads the PDF by keyboard and reaches “Betalen met iDEAL”', async ({
  page,
}) => {
  await open(
    page,
    routePaths.invoiceDetail.href({ invoiceId: 'inv-2026110001' }),
    'jan',
    'Rekening',
  );
  const pdf = page.getByRole('button', { name: 'Download als PDF' });
  await tabUntilFocused(page, pdf);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  // The button stays where it was, focused, once the file is saved.
  await expect(pdf).toBeEnabled();
  await expect(pdf).toBeFocused();
  // Paying is the next stop (pressing it is a write: e2e/writes/keyboard-journeys.spec.ts).
  await tabUntilFocused(page, page.getByRole('button', { name: /^Betalen met iDEAL/ }), 5);
  await expectNoAxeViolations(page);
});

test('download-inzageverzoek: jan downloads his data with the keyboard only', async ({ page }) => {
  await open(page, routePaths.privacyDataRequest.href(), 'jan', 'Inzageverzoek downloaden');
  await expect(page.getByText('Klaar om te downloaden')).toBeVisible();
  const button = page.getByRole('button', { name: 'Download je gegevens (gdprdata.txt)' });
  await tabUntilFocused(page, button);
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  expect((await download).suggestedFilename()).toBe('gdprdata.txt');
  await expect(button).toBeFocused();
  await expectNoAxeViolations(page);
});

test('cms: sanne reads the content and follows its in-app link by keyboard', async ({ page }) => {
  await open(page, routePaths.cms.href(), 'sanne', 'Content');
  await expect(page.getByRole('heading', { level: 2, name: 'Welkom bij Vonk' })).toBeVisible();
  const link = page.getByRole('main').getByRole('link', { name: 'Bekijk je rekeningen' });
  await tabUntilFocused(page, link);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  await expect(h1(page, 'Rekeningen')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('bestellingen: jan opens an order from the list by keyboard and reads its tracker', async ({
  page,
}) => {
  await open(page, routePaths.orders.href(), 'jan', 'Bestellingen');
  await tabUntilFocused(page, page.getByRole('link', { name: 'Bekijk bestelling ORD-1012' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.orderDetail.href({ orderId: 'ORD-1012' })));
  await expect(h1(page, 'Bestelling')).toBeVisible();
  await expect(page.getByText('Besteld, huidige stap')).toBeVisible();
  // Back to the list by the sub menu's link, keys only.
  const back = page.getByRole('link', { name: 'Bestellingen', exact: true }).last();
  await tabUntilFocused(page, back);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.orders.href()));
  await expect(h1(page, 'Bestellingen')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('bestellingen/thuis: nieuw is on the first order and goes on by the reduced menu, keys only', async ({
  page,
}) => {
  await open(page, routePaths.dashboard.href(), 'nieuw', 'Je bestelling');
  await expect(page).toHaveURL(endsWith(routePaths.ordersHome.href()));
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  // The menu says where the customer is, then leads on to the personal details.
  const here = menu.getByRole('link', { name: 'Bestellingen' });
  await tabUntilFocused(page, here);
  await expect(here).toHaveAttribute('aria-current', 'page');
  await tabUntilFocused(page, menu.getByRole('link', { name: 'Persoonlijke gegevens' }), 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.myData.href()));
  await expect(h1(page, 'Mijn gegevens')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('klantvoordeel/niet-mogelijk: bezorging reads why and goes back to the overview by keyboard', async ({
  page,
}) => {
  await open(page, routePaths.household.href(), 'bezorging', 'Aanmelden is niet mogelijk');
  await expect(page).toHaveURL(endsWith(routePaths.householdSignUpNotPossible.href()));
  await expect(page.getByText('Aanmelden voor Klantvoordeel kan nu niet')).toBeVisible();
  const toDashboard = page.getByRole('main').getByRole('link', { name: 'Naar je overzicht' });
  await tabUntilFocused(page, toDashboard);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(h1(page, 'Overzicht')).toBeVisible();
  await expectNoAxeViolations(page);
});
