import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  addOwnFault,
  expectNoAxeViolations,
  openAfterLogin,
  resetSandbox,
} from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Arrangements, postponements, payment details and a fault on this worker's own persona copies
// (ADR 086, 104): beside the other tests.

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

const openInvoices = (page: Page, login: string) =>
  openAfterLogin(page, routePaths.invoices.href(), login, 'Rekeningen');

const arrangement = (page: Page) => page.getByRole('region', { name: 'Betalingsregeling' });

test('piet makes a payment arrangement end to end with the keyboard only: term, every instalment, confirm, running plan', async ({
  page,
}) => {
  await openInvoices(page, 'piet');
  await expect(page.getByText('Je hebt een aanmaning gekregen')).toBeVisible();
  const section = arrangement(page);
  // Nothing chosen yet (issue #30, WCAG 4.1.3): the error is focused, said, and in the title.
  await section.getByRole('button', { name: 'Bekijk je termijnen' }).focus();
  await page.keyboard.press('Enter');
  const summary = section.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Kies in hoeveel maanden je wilt betalen.' }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/^Fout: /);
  // Into the radio group, then keys only: arrows choose, Tab moves on, Enter presses.
  await section.getByRole('radio', { name: /^In 2 maanden/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(section.getByRole('radio', { name: /^In 3 maanden/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Bekijk je termijnen' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(endsWith(routePaths.invoices.href({ termijnen: '3' })));
  await expect(
    section.getByRole('heading', { name: 'Je betalingsregeling in 3 termijnen' }),
  ).toBeFocused();
  const terms = section.getByRole('table', { name: 'Je termijnen' }).getByRole('row');
  await expect(terms).toHaveCount(4);
  await expect(terms.nth(1)).toContainText(/€\s54,96/);
  await expect(terms.nth(3)).toContainText(/€\s54,98/);
  await expectNoAxeViolations(page);

  await page.keyboard.press('Tab');
  await expect(section.getByRole('button', { name: 'Betalingsregeling afspreken' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(section.getByText('Je betalingsregeling is afgesproken')).toBeVisible();
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  await expect(
    section.getByRole('table', { name: 'Termijnen van je betalingsregeling' }).getByRole('row'),
  ).toHaveCount(4);
  // How the terms are paid, as the review said (issue #26): piet pays by transfer.
  await expect(section.getByText(/^Je maakt elke termijn zelf over\./)).toBeVisible();
  // The dunning is updated: no warning letter, the late invoices are in the arrangement.
  await expect(page.getByText('Je hebt een aanmaning gekregen')).toHaveCount(0);
  await expect(
    page
      .getByRole('table', { name: 'Rekeningen, nieuwste eerst' })
      .getByText('In betalingsregeling'),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a 500 on the arrangement POST is shown honestly: not sure, not running, try again', async ({
  page,
}) => {
  await openInvoices(page, 'piet');
  await addOwnFault(page, { path: '/api/installmentplan', method: 'POST', status: 500, times: 1 });
  const section = arrangement(page);
  await section.getByRole('radio', { name: /^In 6 maanden/ }).check();
  await section.getByRole('button', { name: 'Bekijk je termijnen' }).click();
  await section.getByRole('button', { name: 'Betalingsregeling afspreken' }).click();

  await expect(
    section.getByText('We weten niet zeker of je betalingsregeling is gelukt'),
  ).toBeVisible();
  await expect(section.getByText(/dus hij loopt nog niet/)).toBeVisible();
  await expect(section.getByText('Je betalingsregeling is afgesproken')).toHaveCount(0);
  await expect(page.getByText('Je hebt een aanmaning gekregen')).toBeVisible();
  await expectNoAxeViolations(page);

  await section.getByRole('button', { name: 'Probeer opnieuw af te spreken' }).click();
  await expect(section.getByText('Je betalingsregeling is afgesproken')).toBeVisible();
});

test('jan postpones his open invoice once', async ({ page }) => {
  await openInvoices(page, 'jan');
  const section = page.getByRole('region', { name: 'Uitstel van betaling' });
  await section.getByRole('button', { name: 'Uitstel aanvragen' }).click();
  await expect(
    section.getByText(
      'Wil je uitstel tot 6 december 2026? Voor deze rekening kan dat maar één keer.',
    ),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Ja, geef me uitstel' }).click();
  await expect(section.getByText('Je hebt uitstel tot 6 december 2026')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(
    section.getByText(
      'Je hebt voor je rekening van 8 november 2026 al uitstel gekregen. Per rekening kan dat één keer. Betaal uiterlijk 6 december 2026.',
    ),
  ).toBeVisible();
  await expect(section.getByRole('button')).toHaveCount(0);
});

test('payment details: an invalid IBAN gets the Dutch error and stays; a valid one saves and reaches the data layer as a Success', async ({
  page,
}) => {
  await openInvoices(page, 'jan');
  const section = page.getByRole('region', { name: 'Betaalgegevens' });
  await section.getByRole('button', { name: 'Betaalgegevens wijzigen' }).click();
  const iban = section.getByRole('textbox', { name: 'IBAN-nummer' });
  await iban.fill('NL91 ABNA 0417 1643 01');
  await section.getByRole('button', { name: 'Betaalgegevens opslaan' }).click();
  await expect(
    section.getByRole('link', {
      name: 'Vul een geldig IBAN-nummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
    }),
  ).toBeVisible();
  await expect(iban).toHaveValue('NL91 ABNA 0417 1643 01');
  await expectNoAxeViolations(page);

  await iban.fill('NL20INGB0001234567');
  await section.getByRole('button', { name: 'Betaalgegevens opslaan' }).click();
  await expect(section.getByText('Je betaalgegevens zijn opgeslagen.')).toBeVisible();
  await expect(section.getByText('NL20 INGB 0001 2345 67')).toBeVisible();
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (hit) => hit.eventCategory === 'SS - Betaalgegevens',
      ),
    );
  await expect.poll(events).toEqual([
    expect.objectContaining({
      event: 'trackEvent',
      eventAction: 'Success',
      eventLabel: 'Betaalgegevens wijzigen',
    }),
  ]);
});
