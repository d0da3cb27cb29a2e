import { expect, test } from '@playwright/test';
import type { Locator } from '@playwright/test';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #26 / ADR 118: the arrangement's preview came from the browser's local day and the plan
// from the sandbox's UTC day, so around midnight the customer saw 28-11 and got 27-11. Here the
// browser's day differs from the sandbox's for the whole test: a time zone whose date is not UTC's
// right now (UTC+14 from 10:00 UTC, UTC−11 before 11:00 UTC). The preview must still be the
// sandbox's schedule, and the plan made must equal it.

const utcHour = new Date().getUTCHours();
test.use({ timezoneId: utcHour >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago' });

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Each row's term, date and amount (the columns both tables share). */
const scheduleOf = (table: Locator) =>
  table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('th, td'))
        .slice(0, 3)
        .map((cell) => cell.textContent?.trim()),
    ),
  );

/** dd-mm-yyyy, as the table shows a date. */
const shown = (isoDate: string) => isoDate.split('-').reverse().join('-');

test('piet sees the sandbox’s dates and how each term is paid, and gets exactly that plan', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.invoices.href({ termijnen: '3' }), 'piet', 'Rekeningen');
  const sandboxDay = new Date().toISOString().slice(0, 10);
  // The set-up shows the bug: the browser's calendar day is not the sandbox's.
  expect(await page.evaluate(() => new Date().toLocaleDateString('sv-SE'))).not.toBe(sandboxDay);

  const section = page.getByRole('region', { name: 'Betalingsregeling' });
  const preview = section.getByRole('table', { name: 'Je termijnen' });
  const rows = preview.getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(1)).toContainText(shown(sandboxDay));
  await expect(rows.nth(1)).toContainText(/€\s54,96/);
  await expect(preview.getByRole('columnheader', { name: 'Betaalwijze' })).toBeVisible();
  await expect(rows.nth(1)).toContainText('Overboeking');
  await expect(
    section.getByText(
      'Je maakt elke termijn zelf over. Zorg dat het bedrag uiterlijk op de datum in de tabel bij ons is.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const seen = await scheduleOf(preview);

  await section.getByRole('button', { name: 'Betalingsregeling afspreken' }).click();
  await expect(section.getByText('Je betalingsregeling is afgesproken')).toBeVisible();
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  const plan = section.getByRole('table', { name: 'Termijnen van je betalingsregeling' });
  await expect(plan.getByRole('row')).toHaveCount(4);
  expect(await scheduleOf(plan)).toEqual(seen);
});
