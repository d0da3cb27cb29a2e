import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { daysFromNow, fillDate } from '../support/dateFields.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// ADR 072: a move tells what happens to each fixed number, from the net-code check in its path
// form (GET /api/voipsettings/checknetcode/{number}/{postcode}). verhuizer has 030-1234567 and
// 085-1234567. The move is a write, to this worker's own copy (ADR 086).

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('verhuizer moves to Amsterdam: the 085 number goes along, the 030 number cannot', async ({
  page,
}) => {
  await page.goto(routePaths.address.href());
  await logInAtIdp(page, 'verhuizer');
  await expect(page).toHaveURL(endsWith(routePaths.address.href()));
  const form = page.getByRole('form', { name: 'Verhuizing doorgeven' });

  // Within Utrecht first: both numbers go along.
  const checked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/api/voipsettings/checknetcode/0301234567/3511%20BD'),
  );
  await form.getByRole('textbox', { name: /^Postcode/ }).fill('3511 BD');
  await form.getByRole('textbox', { name: /^Huisnummer/ }).fill('40');
  await form.getByRole('textbox', { name: /^Huisnummer/ }).press('Tab');
  await checked;
  const numbers = form.getByRole('list', { name: 'Je vaste nummer' });
  await expect(numbers.getByText('030-1234567 gaat mee naar je nieuwe adres.')).toBeVisible();

  // Amsterdam (020): the 030 number cannot come along.
  await form.getByRole('textbox', { name: /^Postcode/ }).fill('1012 LG');
  await form.getByRole('textbox', { name: /^Huisnummer/ }).fill('1');
  await form.getByRole('textbox', { name: /^Huisnummer/ }).press('Tab');
  const notAlong = /^030-1234567 kan niet mee: op je nieuwe adres is het netnummer 020\./;
  await expect(numbers.getByText(notAlong)).toBeVisible();
  await expect(
    numbers.getByText(
      '085-1234567 is niet aan een plaats gebonden en gaat mee naar je nieuwe adres.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await fillDate(page, /^Verhuisdatum/, daysFromNow(30));
  await form.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('heading', { name: 'Klopt alles?' })).toBeFocused();
  await expect(page.getByText(notAlong).filter({ visible: true })).toBeVisible();
  await page.getByRole('button', { name: 'Verhuizing bevestigen' }).click();
  await expect(page.getByText('Je verhuizing is doorgegeven')).toBeVisible();
  await expectNoAxeViolations(page);
});
