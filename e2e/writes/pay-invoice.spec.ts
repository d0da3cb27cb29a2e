import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #29 (ADR 136): any open invoice is paid with iDEAL from the portal; the sandbox
// plays the bank's page and sends the customer back; every screen then says the same.

const open = personas.jan.billing.invoices.find((invoice) => invoice.status === 'Open')!;
const AMOUNT = '€ 130,45';

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

/** From the invoice's own page to the bank's, where the customer picks what the bank says. */
async function payAtTheBank(page: Page, outcome: string) {
  await openAfterLogin(
    page,
    routePaths.invoiceDetail.href({ invoiceId: open.id }),
    'jan',
    'Rekening',
  );
  await page.getByRole('button', { name: /^Betalen met iDEAL/ }).click();
  await expect(page.getByRole('button', { name: outcome })).toBeVisible();
  await expect(page.getByText(AMOUNT).first()).toBeVisible();
  await page.getByRole('button', { name: outcome }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === routePaths.invoices.href() && url.searchParams.has('betaling'),
  );
}

test('jan pays an open invoice through iDEAL, and the invoice and the dashboard say it is paid', async ({
  page,
}) => {
  await payAtTheBank(page, 'Betaling gelukt');
  await expect(
    page.getByRole('status').filter({ hasText: 'Je rekening is betaald' }),
  ).toBeVisible();
  await expect(
    page.getByText(`We hebben ${AMOUNT} ontvangen voor je rekening van 8 november 2026.`, {
      exact: false,
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // One truth: the invoice's own page and the dashboard no longer ask for the money.
  await page.goto(routePaths.invoiceDetail.href({ invoiceId: open.id }));
  await expect(page.getByRole('heading', { level: 1, name: 'Rekening' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Betalen met iDEAL/ })).toHaveCount(0);
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Betaal ${AMOUNT} met iDEAL` })).toHaveCount(0);
});

test('a cancelled payment leaves the invoice open and says so; paying again stays possible', async ({
  page,
}) => {
  await payAtTheBank(page, 'Betaling annuleren');
  await expect(
    page.getByRole('status').filter({ hasText: 'Je hebt de betaling geannuleerd' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      `Er is niets afgeschreven. Je rekening van 8 november 2026 staat nog open: ${AMOUNT}.`,
      {
        exact: false,
      },
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByRole('link', { name: `Betaal ${AMOUNT} met iDEAL` })).toBeVisible();
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
});
