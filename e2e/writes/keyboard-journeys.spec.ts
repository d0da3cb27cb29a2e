import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import {
  expectNoAxeViolations,
  logInAtIdp,
  personaLogin,
  resetSandbox,
} from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { daysFromNow } from '../support/dateFields.ts';
import { arrowUntilFocused, tabIntoAny, tabUntilFocused } from '../support/keyboard.ts';
import { expectSuccess } from '../support/orderFlow.ts';

// Issue #30 "done when": a keyboard-only journey per shell screen (WCAG 2.1.1), for the screens
// whose main task writes: to this worker's own persona copies (ADR 086). Keys only; what the
// customer sees and where focus is after each step; axe at the end. After a step, a receipt or a
// route change focus is on what changed (WCAG 2.4.3, ADR 141): the step's heading, the receipt,
// the status, the new page's h1; never <body>.

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

async function open(page: Page, path: string, persona: string, heading: string) {
  await page.goto(path);
  await logInAtIdp(page, persona);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('storingen: storing requests the remote mechanic by keyboard and reaches its status', async ({
  page,
}) => {
  await open(page, routePaths.outages.href(), 'storing', 'Actuele storingen');
  const request = page.getByRole('button', { name: 'Monteur op afstand aanvragen' });
  await tabUntilFocused(page, request);
  await page.keyboard.press('Enter');
  const remote = page.getByRole('region', { name: 'Monteur op afstand' });
  await expect(remote.getByText('Aangevraagd')).toBeVisible();
  await expect(request).toHaveCount(0);
  // The status took the place of the button, and its focus.
  await expect(remote.getByRole('status').filter({ hasText: 'Aangevraagd' })).toBeFocused();
  await expect(
    remote.getByText('Je hoeft niets te doen: de monteur neemt contact met je op.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('klantvoordeel: jan joins with Space and Enter, and later leaves by keyboard', async ({
  page,
}) => {
  await open(page, routePaths.household.href(), 'jan', 'Aanmelden voor Klantvoordeel');
  await expect(page).toHaveURL(endsWith(routePaths.householdSignUp.href()));
  const number = page.getByRole('checkbox', { name: '06-12345678' });
  await expect(number).toBeChecked();
  await tabUntilFocused(page, number);
  await page.keyboard.press('Space');
  await expect(number).not.toBeChecked();
  await expect(number).toBeFocused();
  await page.keyboard.press('Space');
  await expect(number).toBeChecked();
  await tabUntilFocused(page, page.getByRole('button', { name: 'Aanmelden', exact: true }), 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.householdPending.href()));
  await expect(page.getByText('We verwerken je aanmelding')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page);

  // The mobile side accepts (the sandbox plays it); then jan leaves again, keys only.
  const completed = await page.request.post(`/__sandbox/household/${personaLogin('jan')}/complete`);
  expect(completed.status()).toBe(204);
  await page.reload();
  await expect(page.getByText('Je Klantvoordeel is actief')).toBeVisible();
  await tabUntilFocused(page, page.getByRole('link', { name: 'Afmelden voor Klantvoordeel' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Als je je afmeldt, verlies je:')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabUntilFocused(page, page.getByRole('button', { name: 'Ja, afmelden' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je bent afgemeld voor Klantvoordeel')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('overstappen: sanne fills in and sends her transfer details with the keyboard only', async ({
  page,
}) => {
  await open(page, routePaths.transfer.href(), 'sanne', 'Overstappen');
  const tracker = page.getByRole('list', {
    name: `Voortgang van overstap ${personas.sanne.transfer!.reference}`,
  });
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Gegevens invullen');

  await tabUntilFocused(page, page.getByRole('textbox', { name: /^Klantnummer/ }));
  await page.keyboard.type('GN-77812');
  for (const [legend, days] of [
    [/Einddatum van je contract/, 30],
    [/Gewenste overstapdatum/, 45],
  ] as const) {
    const group = page.getByRole('group', { name: legend });
    const [day, month, year] = daysFromNow(days);
    await tabUntilFocused(page, group.getByRole('textbox', { name: 'Dag' }), 4);
    await page.keyboard.type(day);
    await page.keyboard.press('Tab');
    await expect(group.getByRole('textbox', { name: 'Maand' })).toBeFocused();
    await page.keyboard.type(month);
    await page.keyboard.press('Tab');
    await expect(group.getByRole('textbox', { name: 'Jaar' })).toBeFocused();
    await page.keyboard.type(year);
  }
  await tabUntilFocused(page, page.getByRole('button', { name: 'Gegevens versturen' }), 5);
  await page.keyboard.press('Enter');

  // The receipt takes focus (it replaces the form the button was in).
  await expect(page.locator(':focus')).toContainText('Je gegevens zijn verstuurd');
  await expect(tracker.locator('[aria-current="step"]')).toContainText('Verstuurd');
  await expect(page.getByRole('button', { name: 'Gegevens versturen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('instellingen: jan blocks premium numbers with Space and saves with Enter', async ({
  page,
}) => {
  await open(page, routePaths.settings.href(), 'jan', 'Instellingen');
  const line = page.getByRole('region', { name: 'Vast nummer 030-1234567' });
  const premium = line.getByRole('checkbox', { name: 'Betaalnummers (0900, 0906, 0909)' });
  await tabUntilFocused(page, premium);
  await page.keyboard.press('Space');
  await expect(premium).toBeChecked();
  await expect(premium).toBeFocused();
  await tabUntilFocused(page, line.getByRole('button', { name: 'Blokkeren opslaan' }), 10);
  await page.keyboard.press('Enter');
  await expect(
    line.getByText('Nu geblokkeerd: anonieme bellers en betaalnummers (0900, 0906, 0909).'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('instellingen/tv: piet turns on the child lock and picks the age with the arrows', async ({
  page,
}) => {
  await open(page, routePaths.tvSettings.href(), 'piet', 'TV');
  const form = page.getByRole('form', { name: 'TV-instellingen' });
  const lock = form.getByRole('switch', { name: 'Kinderslot' });
  await tabUntilFocused(page, lock);
  await page.keyboard.press('Space');
  await expect(lock).toBeChecked();
  await expect(lock).toBeFocused();
  // Tab enters the age group once; the arrows move through its options (and choose).
  await tabIntoAny(page, form.getByRole('radio'), 1);
  await arrowUntilFocused(page, form.getByRole('radio', { name: '12 jaar' }));
  await tabUntilFocused(page, form.getByRole('button', { name: 'TV-instellingen opslaan' }), 6);
  await page.keyboard.press('Enter');
  await expect(form.getByText('Je TV-instellingen zijn opgeslagen.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('invoice detail: jan pays his open invoice with iDEAL by keyboard and sees it paid', async ({
  page,
}) => {
  const open_ = personas.jan.billing.invoices.find((invoice) => invoice.status === 'Open')!;
  await open(page, routePaths.invoiceDetail.href({ invoiceId: open_.id }), 'jan', 'Rekening');
  await tabUntilFocused(page, page.getByRole('button', { name: /^Betalen met iDEAL/ }));
  await page.keyboard.press('Enter');
  // The sandbox plays the bank's page: its choices are buttons, reached by Tab too.
  const paid = page.getByRole('button', { name: 'Betaling gelukt' });
  await tabUntilFocused(page, paid, 10);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    (url) => url.pathname === routePaths.invoices.href() && url.searchParams.has('betaling'),
  );
  await expect(
    page.getByRole('status').filter({ hasText: 'Je rekening is betaald' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

/** From the subscriptions overview: Tab to the flow's link, Enter, and see the flow's h1. */
async function openFlow(page: Page, persona: string, link: string, heading: string) {
  await open(page, routePaths.subscriptions.href(), persona, 'Abonnementen');
  await tabUntilFocused(page, page.getByRole('link', { name: link }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** Choose with the arrows, Verder, check the summary, Bestellen, see the receipt: keys only. */
async function chooseAndOrder(page: Page, radio: RegExp | string, summary: string) {
  const option = page.getByRole('radio', { name: radio, exact: typeof radio === 'string' });
  await tabIntoAny(page, page.getByRole('radio'));
  await arrowUntilFocused(page, option);
  await tabUntilFocused(page, page.getByRole('button', { name: 'Verder' }), 10);
  await page.keyboard.press('Enter');
  await expect(page.getByText(summary)).toBeVisible();
  // Step 2 takes focus at its heading and names itself in the tab title (ADR 141).
  await expect(
    page.getByRole('heading', { level: 2, name: 'Controleer je bestelling' }),
  ).toBeFocused();
  await expect(page).toHaveTitle(/^Stap 2 van 3: Controleer je bestelling – .+ \| Mijn Vonk$/);
  await tabUntilFocused(page, page.getByRole('button', { name: 'Bestellen' }), 80);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Je bestelling is geplaatst');
  await expect(page).toHaveTitle(/^Stap 3 van 3: Je bestelling is geplaatst – /);
}

test('abonnementen/internet: sanne changes her speed to Giga with the keyboard only', async ({
  page,
}) => {
  await openFlow(page, 'sanne', 'Internetsnelheid wijzigen', 'Internetsnelheid wijzigen');
  await chooseAndOrder(page, /^Internet Giga/, 'Je gaat van Internet Start naar Internet Giga.');
  await expectSuccess(page, 'SS - Producten', 'Producten wijzigen');
  await expectNoAxeViolations(page);
});

test('abonnementen/veilig-online: jan takes 10 licences with the keyboard only', async ({
  page,
}) => {
  await openFlow(page, 'jan', 'Veilig Online wijzigen', 'Veilig Online wijzigen');
  await chooseAndOrder(page, '10 apparaten', 'Je krijgt meer licenties.');
  await expectSuccess(page, 'SS - Producten', 'Producten wijzigen');
  await expectNoAxeViolations(page);
});

test('abonnementen/netwerkmigratie: piet moves to the new network with the keyboard only', async ({
  page,
}) => {
  await openFlow(
    page,
    'piet',
    'Overstappen naar het nieuwe netwerk',
    'Overstappen naar het nieuwe netwerk',
  );
  await chooseAndOrder(page, 'Internet Extra', 'Stap 2 van 3');
  await expectSuccess(page, 'SS - Netwerkmigratie', 'Netwerkmigratie bestellen');
  await expectNoAxeViolations(page);
});
