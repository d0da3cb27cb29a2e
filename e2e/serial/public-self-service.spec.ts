import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { DEMO_EMAIL_LINKS, personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, resetSandbox } from '../support/session.ts';
import { routePaths } from '../support/routePaths.ts';

// Public self-service pages of spec §2.1 / §6 without login: /unsubscribe (§7.2 consent, the
// e-mail link carries the opt-out id as ?id=), /nieuwe-gebruikersnaam and /TaskBOFeedback.
const OPT_OUT = personas.storing.optOut;
const SERVICE = /\/service$/;

const choice = (page: Page, name: string) => page.getByRole('checkbox', { name });

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('/unsubscribe shows whose preferences, saves a change and keeps it after a reload', async ({
  page,
}) => {
  await page.goto(routePaths.unsubscribe.href({ id: OPT_OUT.id }));
  await expect(page.getByRole('heading', { level: 1, name: 'Afmelden' })).toBeVisible();
  await expect(
    page.getByText(`Dit zijn de e-mailvoorkeuren van ${OPT_OUT.emailAddress}.`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toHaveCount(0);
  for (const name of ['Aanbiedingen en acties', 'Nieuwsbrief', 'Onderzoek']) {
    await expect(choice(page, name)).toBeChecked();
  }
  await expectNoAxeViolations(page);

  await choice(page, 'Aanbiedingen en acties').uncheck();
  await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(page.getByRole('status')).toHaveText(/Je voorkeuren zijn opgeslagen\./);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(choice(page, 'Nieuwsbrief')).toBeChecked();
  await expect(choice(page, 'Aanbiedingen en acties')).not.toBeChecked();
  await expect(choice(page, 'Onderzoek')).toBeChecked();
});

test('/unsubscribe unsubscribes from everything in one click', async ({ page }) => {
  await page.goto(routePaths.unsubscribe.href({ id: OPT_OUT.id }));
  await page.getByRole('button', { name: 'Afmelden voor alle e-mails' }).click();
  await expect(page.getByRole('status')).toHaveText(
    /Je bent afgemeld voor alle e-mails van Vonk\./,
  );
  await page.reload();
  for (const name of ['Aanbiedingen en acties', 'Nieuwsbrief', 'Onderzoek']) {
    await expect(choice(page, name)).not.toBeChecked();
  }
});

test('/unsubscribe with an unknown id says the link is unknown', async ({ page }) => {
  await page.goto(routePaths.unsubscribe.href({ id: 'optout-99999999' }));
  await expect(page.getByText('We kunnen deze afmeldlink niet vinden')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' })).toHaveAttribute(
    'href',
    routePaths.dashboard.href(),
  );
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('/unsubscribe without an id says the link is not complete', async ({ page }) => {
  await page.goto(routePaths.unsubscribe.href());
  await expect(page.getByText('Deze link is niet compleet')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/nieuwe-gebruikersnaam opens the link, names the new login and points to it', async ({
  page,
}) => {
  // wim's change waits for this demo link (ADR 128); opening it makes the change.
  await page.goto(routePaths.newUsername.href({ token: DEMO_EMAIL_LINKS.valid }));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je nieuwe gebruikersnaam is ingesteld' }),
  ).toBeVisible();
  await expect(page.getByText('Je nieuwe gebruikersnaam is wim@achterberg.example.')).toBeVisible();
  await expect(
    page.getByText('Vanaf nu log je in met je nieuwe e-mailadres. Je wachtwoord blijft hetzelfde.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
    'href',
    SERVICE,
  );
  await expectNoAxeViolations(page);
  // A second opening of the same link: used.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Deze link is al gebruikt' }),
  ).toBeVisible();
  // Logging in goes through /dashboard to the identity provider.
  await page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' }).click();
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
});

for (const [token, title] of [
  [DEMO_EMAIL_LINKS.expired, 'Deze link is verlopen'],
  ['onbekend', 'Deze link werkt niet'],
  [undefined, 'Deze link werkt niet'],
] as const) {
  test(`/nieuwe-gebruikersnaam with ${token ?? 'no'} link says '${title}'`, async ({ page }) => {
    await page.goto(routePaths.newUsername.href(token ? { token } : {}));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('Je nieuwe gebruikersnaam is ingesteld')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

test('/TaskBOFeedback confirms and points on', async ({ page }) => {
  await page.goto(routePaths.taskFeedback.href());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je melding is opgelost.' }),
  ).toBeVisible();
  await expect(
    page.getByText('Bedankt voor je geduld. We hebben je melding afgehandeld.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar Mijn Vonk' })).toHaveAttribute(
    'href',
    routePaths.dashboard.href(),
  );
  await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
    'href',
    SERVICE,
  );
  await expectNoAxeViolations(page);
});
