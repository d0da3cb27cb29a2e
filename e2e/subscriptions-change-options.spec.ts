import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openAfterLogin } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';

// Issue #26, ADR 120: what can be cancelled or reduced now is the domain's one model; every
// block it knows is said where the customer chooses, in Dutch, never after confirming. Each test
// is one bug that would have been caught. Journeys only read the sandbox.
const open = (page: Page, persona: string, href: string, title: string) =>
  openAfterLogin(page, href, persona, title);

test('opzegging-loopt sees TV Start being cancelled, with its date, and no cancel link that dead-ends', async ({
  page,
}) => {
  await open(page, 'opzegging-loopt', routePaths.subscriptions.href(), 'Abonnementen');
  const tv = page.getByRole('region', { name: 'TV' });
  await expect(tv.getByText('opgezegd, stopt op 31 december 2026')).toBeVisible();
  await expect(tv.getByRole('link', { name: /opzeggen/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The cancel flow says the same, and not that its own cancellation is "a running order".
  await page.goto(routePaths.subscriptionsCease.href({ product: 'TV-1401', stap: 'overzicht' }));
  await expect(
    page.getByText('TV Start is al opgezegd. Het stopt op 31 december 2026.'),
  ).toBeVisible();
  await expect(page.getByText(/lopende bestelling/)).toHaveCount(0);
});

test('wachtend keeps spec §8: the extender on its way blocks its cancel with the open-order text', async ({
  page,
}) => {
  await open(page, 'wachtend', routePaths.subscriptions.href(), 'Abonnementen');
  await page.getByRole('link', { name: 'Wifi-versterker opzeggen' }).click();
  await expect(page.getByText('Je kan nu niet online opzeggen.')).toBeVisible();
  await expect(
    page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opzeggen bevestigen' })).toHaveCount(0);
});

test('jan is told on step 1, with 15 maart 2027, that fewer Wi-Fi extenders cannot be done now', async ({
  page,
}) => {
  await open(
    page,
    'jan',
    routePaths.subscriptionsWifiExtenders.href({ aantal: '0', stap: 'overzicht' }),
    'Wifi-versterkers',
  );
  await expect(page.getByText('Stap 1 van 3')).toBeVisible();
  await expect(page.getByText('Minder wifi-versterkers kan nu niet online.')).toBeVisible();
  await expect(
    page.getByText('Je contract loopt tot 15 maart 2027. Daarvoor kan je niet online opzeggen.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: '0' })).toBeDisabled();
  await expect(page.getByText(/minder\)/)).toHaveCount(0);
  await expect(page.getByText(/2027-03-15/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('jan: stopping Veilig Online is blocked on step 1; adding Thuis beside his licence goes on', async ({
  page,
}) => {
  await open(page, 'jan', routePaths.subscriptionsSecurity.href(), 'Veilig Online wijzigen');
  await expect(page.getByRole('radio', { name: /^Geen/ })).toBeDisabled();
  await expect(
    page.getByText(/Je contract loopt tot 15 maart 2027\. Daarvoor kan je niet online opzeggen\./),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /Thuis Veilig Online/ }).check();
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByText('Je neemt Thuis Veilig Online.')).toBeVisible();
  await expect(page.getByText('Stap 2 van 3')).toBeVisible();
});

test('veilig-dubbel is told before any summary that 3 devices changes nothing, with the way that does', async ({
  page,
}) => {
  await open(
    page,
    'veilig-dubbel',
    routePaths.subscriptionsSecurity.href(),
    'Veilig Online wijzigen',
  );
  await expect(page.getByRole('radio', { name: /^3 apparaten/ })).toBeDisabled();
  await expect(
    page.getByText(
      'Dit verandert niets: je hebt Overal Veilig Online 3 al. Wil je alleen die houden? Zeg dan Overal Veilig Online 10 op.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Overal Veilig Online 10 opzeggen' }).click();
  await expect(page.getByRole('button', { name: 'Opzeggen bevestigen' })).toBeVisible();
});

test('piet: the cloud recording switch says its price first; the recording step preselects what he has', async ({
  page,
}) => {
  await open(page, 'piet', routePaths.tvSettings.href(), 'TV');
  await expect(page.getByRole('switch', { name: 'Opnemen in de cloud' })).not.toBeChecked();
  await expect(page.getByText(/Opnemen in de cloud kost €\s5,00 per maand\./)).toBeVisible();
  await page.goto(routePaths.subscriptionsRecording.href());
  await expect(page.getByRole('radio', { name: /Op je ontvanger/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /In de cloud/ })).not.toBeChecked();
});
