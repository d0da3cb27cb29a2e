import { expect, test } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, openAfterLogin } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

// Issue #29: storing's outages show what they earned her and where it lands, and the credits
// point back at the outage they are for; Klantvoordeel says what it is worth and which linked
// mobile subscriptions take part. The fixtures are relative to the sandbox clock.
const CURRENT = 'Storing internet en bellen in Rotterdam Centrum';
const PAST = 'Storing tv in Rotterdam';
const latestInvoice = personas.storing.billing.invoices[0]!;
const invoiceDate = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${latestInvoice.invoiceDate}T12:00:00Z`));

test('storing: an outage and its credit point to each other, both ways', async ({ page }) => {
  await openAfterLogin(page, routePaths.outages.href(), 'storing', 'Actuele storingen');
  const current = page.getByRole('region', { name: CURRENT, exact: true });
  await expect(current.getByText('gisteren 18:00 — we zijn er nog mee bezig')).toBeVisible();
  await expect(
    current.getByText(
      'Je krijgt € 5,00 vergoeding voor deze storing. We verrekenen dit met je volgende rekening.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Outage → credit.
  await current.getByRole('link', { name: 'Tegoed van € 5,00 bekijken' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href({ tegoed: 'CR-5001' })));
  const detail = page.getByLabel('Details van Vergoeding storing INC-2026-1187');
  await expect(detail.getByText('We verrekenen dit met je volgende rekening.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Credit → outage: /storingen with that outage in focus.
  await detail.getByRole('link', { name: CURRENT }).click();
  await expect(page).toHaveURL(endsWith(routePaths.outages.href({ storing: 'INC-2026-1187' })));
  await expect(page.getByRole('region', { name: CURRENT, exact: true })).toBeFocused();
});

test('storing: a resolved outage stays 30 days with its compensation and invoice', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.outages.href(), 'storing', 'Actuele storingen');
  const resolved = page.getByRole('region', { name: 'Opgeloste storingen' });
  const past = resolved.getByRole('region', { name: PAST, exact: true });
  await expect(past.getByRole('heading', { level: 3, name: PAST })).toBeVisible();
  await expect(
    past.getByText(
      `Je hebt € 2,50 vergoeding gekregen voor deze storing. We hebben dit verrekend met je rekening van ${invoiceDate}.`,
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Outage → the invoice it is set off on → the credit on it → back to the outage.
  await past
    .getByRole('link', { name: `Rekening ${latestInvoice.invoiceNumber} bekijken` })
    .click();
  await expect(page).toHaveURL(
    endsWith(routePaths.invoiceDetail.href({ invoiceId: latestInvoice.id })),
  );
  await page.getByRole('link', { name: 'Bekijk tegoed CR-5000' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href({ tegoed: 'CR-5000' })));
  const detail = page.getByLabel('Details van Vergoeding storing INC-2026-1102');
  await expect(detail.getByText(`Verrekend met je rekening van ${invoiceDate}`)).toBeVisible();
  await detail.getByRole('link', { name: PAST }).click();
  await expect(page.getByRole('region', { name: PAST, exact: true })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('klantvoordeel: a member sees the worth and her linked lines', async ({ page }) => {
  await openAfterLogin(page, routePaths.household.href(), 'storing', 'Klantvoordeel');
  const worth = page.getByRole('region', { name: 'Wat Klantvoordeel je oplevert' });
  await expect(worth.getByText('Je krijgt € 10,00 korting per maand.')).toBeVisible();
  await expect(
    worth.getByRole('list', { name: 'Deze mobiele abonnementen doen mee' }).getByRole('listitem'),
  ).toHaveText(['Sophie mobiel: € 5,00 per maand', 'Thijs: € 5,00 per maand']);
  await expectNoAxeViolations(page);
});

test('klantvoordeel: one who may join sees what it would be worth and which lines', async ({
  page,
}) => {
  await openAfterLogin(page, routePaths.household.href(), 'jan', 'Aanmelden voor Klantvoordeel');
  const worth = page.getByRole('region', { name: 'Wat Klantvoordeel je oplevert' });
  await expect(worth.getByText('Meld je aan en krijg € 5,00 korting per maand.')).toBeVisible();
  await expect(
    worth
      .getByRole('list', { name: 'Deze mobiele abonnementen doen mee als je je aanmeldt' })
      .getByRole('listitem'),
  ).toHaveText(['werk: € 5,00 per maand']);
  await expect(worth.getByRole('list', { name: 'Doen niet mee' }).getByRole('listitem')).toHaveText(
    ['Jan mobiel'],
  );
  await expectNoAxeViolations(page);
});
