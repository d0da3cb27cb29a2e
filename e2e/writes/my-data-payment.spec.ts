import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  addOwnFault,
  expectNoAxeViolations,
  openAfterLogin,
  resetSandbox,
} from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #13 payment details on /mijn-gegevens (ADR 070): the same section and form as on
// /rekeningen. Writes and the fault go to this worker's own persona copies (ADR 086, 104).

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

const openMyData = (page: Page, login: string) =>
  openAfterLogin(page, routePaths.myData.href(), login, 'Mijn gegevens');
const paymentDetails = (page: Page) => page.getByRole('region', { name: 'Betaalgegevens' });

test('piet switches from paying by transfer to direct debit with the keyboard only', async ({
  page,
}) => {
  await openMyData(page, 'piet');
  const section = paymentDetails(page);
  await expect(section.getByText('Je maakt je rekening zelf over.')).toBeVisible();
  await expectNoAxeViolations(page);

  const edit = section.getByRole('button', { name: 'Betaalgegevens wijzigen' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const holder = section.getByRole('textbox', { name: 'Naam rekeninghouder' });
  await holder.focus();
  await page.keyboard.press('Tab');
  const iban = section.getByRole('textbox', { name: 'IBAN-nummer' });
  await expect(iban).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('NL91 ABNA 0417 1643 01');
  await page.keyboard.press('Tab');
  await expect(iban).toHaveAccessibleDescription(
    /Vul een geldig IBAN-nummer in, bijvoorbeeld NL91 ABNA 0417 1643 00\./,
  );
  await iban.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('NL20INGB0001234567');
  await page.keyboard.press('Tab');
  const day = section.getByRole('combobox', { name: 'Automatische incasso' });
  await expect(day).toBeFocused();
  // A native select: the arrow keys choose without opening it.
  await page.keyboard.press('ArrowDown');
  await expect(day).toHaveValue('1');
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Betaalgegevens opslaan' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(section.getByText('Je betaalgegevens zijn opgeslagen.')).toBeVisible();
  await expect(section.getByText('NL20 INGB 0001 2345 67')).toBeVisible();
  await expect(section.getByText('Automatische incasso op de 1e van de maand')).toBeVisible();
  await expectNoAxeViolations(page);

  // Saved in the API: /rekeningen shows the same details.
  await page.goto(routePaths.invoices.href());
  await expect(
    page
      .getByRole('region', { name: 'Betaalgegevens' })
      .getByText('Automatische incasso op de 1e van de maand'),
  ).toBeVisible();
});

test('a 503 mid-save keeps the holder and the day; the IBAN is typed again', async ({ page }) => {
  await openMyData(page, 'jan');
  const section = paymentDetails(page);
  await section.getByRole('button', { name: 'Betaalgegevens wijzigen' }).click();
  await section.getByRole('textbox', { name: 'Naam rekeninghouder' }).fill('J. de Vries-Bakker');
  await section.getByRole('textbox', { name: 'IBAN-nummer' }).fill('NL20INGB0001234567');
  // Once: the save after the way back is the first request the fault no longer takes.
  await addOwnFault(page, {
    path: '/api/account/paymentinformation',
    method: 'PUT',
    status: 503,
    times: 1,
  });
  await section.getByRole('button', { name: 'Betaalgegevens opslaan' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.maintenance.href()));

  await page.goto(routePaths.myData.href());
  const back = paymentDetails(page);
  await expect(back.getByText('We hebben bewaard wat je had ingevuld')).toBeVisible();
  await expect(back.getByRole('textbox', { name: 'Naam rekeninghouder' })).toHaveValue(
    'J. de Vries-Bakker',
  );
  // Never in a draft: the IBAN on file stands there until it is typed again.
  const iban = back.getByRole('textbox', { name: 'IBAN-nummer' });
  await expect(iban).toHaveValue('NL91ABNA0417164300');
  await expectNoAxeViolations(page);
  await iban.fill('NL20INGB0001234567');
  await back.getByRole('button', { name: 'Betaalgegevens opslaan' }).click();
  await expect(back.getByText('Je betaalgegevens zijn opgeslagen.')).toBeVisible();
  await expect(back.getByText('J. de Vries-Bakker')).toBeVisible();
});
