import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectSuccess } from '../support/orderFlow.ts';

// Issue #14 cancel (spec §5, §8; ADR 049). A cease changes only this worker's own copy
// (ADR 086).
/** Moves focus with Tab only until the focused element has this accessible text. */
async function tabTo(page: Page, text: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === text) return;
  }
  throw new Error(`Tab never reached "${text}"`);
}

const openSubscriptions = (page: Page, persona: string) =>
  openAfterLogin(page, routePaths.subscriptions.href(), persona, 'Abonnementen');

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan is refused cancelling, with both texts of spec §8, axe-clean', async ({ page }) => {
  await openSubscriptions(page, 'jan');
  await page.getByRole('link', { name: 'TV Compleet opzeggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opzeggen' })).toBeVisible();
  await expect(page.getByText('Je kan nu niet online opzeggen.')).toBeVisible();
  await expect(
    page.getByText('Je contract loopt tot 15 maart 2027. Daarvoor kan je niet online opzeggen.'),
  ).toBeVisible();
  await expect(page.getByText(/^Eerder stoppen kan wel, voor €\s90,00\./)).toBeVisible();
  await expect(
    page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opzeggen bevestigen' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('opzegger cancels TV with the keyboard only: choose, confirm, receipt (3 steps), tracked', async ({
  page,
}) => {
  await openSubscriptions(page, 'opzegger');
  // Step 1: choose (the product's own link on the overview).
  await tabTo(page, 'TV Start opzeggen');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsCease.href({ product: 'TV-6001', stap: 'overzicht' })),
  );
  // Step 2: what ends, from when; confirm. It takes focus and names itself (ADR 141).
  await expect(page.getByText('Stap 2 van 3')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Dit zeg je op' })).toBeFocused();
  await expect(page).toHaveTitle('Stap 2 van 3: Dit zeg je op – Opzeggen | Mijn Vonk');
  await expect(page.getByRole('listitem').filter({ hasText: 'Film1' })).toBeVisible();
  await expect(page.getByText(/^Stopt op \d+ \w+ 20\d\d\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, 'Opzeggen bevestigen');
  await page.keyboard.press('Enter');
  // Step 3: the receipt, with focus.
  await expect(page.getByText('Je opzegging is ontvangen')).toBeVisible();
  await expect(page.locator(':focus')).toContainText('Je opzegging is ontvangen');
  await expect(page).toHaveURL(endsWith(routePaths.subscriptionsCease.href({ stap: 'klaar' })));
  await expectNoAxeViolations(page);
  await expectSuccess(page, 'SS - Opzeggen', 'TV opzeggen');
  // Issue #26, ADR 120: the cancellation runs now. TV Start says so (not "a running order") and
  // cannot be cancelled twice; the overview shows it with its date instead of a cancel link.
  await page.goto(routePaths.subscriptionsCease.href());
  await expect(page.getByRole('radio', { name: /^TV Start/ })).toBeDisabled();
  await expect(page.getByText(/^opgezegd, stopt op \d+ \w+ 20\d\d$/)).toBeVisible();
  await expect(page.getByText(/lopende bestelling/)).toHaveCount(0);
  await page.goto(routePaths.subscriptions.href());
  const tv = page.getByRole('region', { name: 'TV' });
  await expect(tv.getByText(/^opgezegd, stopt op \d+ \w+ 20\d\d$/)).toBeVisible();
  await expect(tv.getByRole('link', { name: 'TV Start opzeggen' })).toHaveCount(0);
});

test('ADR 120: opzegger undoes a package added a minute ago; an unrelated cancel waits for it', async ({
  page,
}) => {
  await openSubscriptions(page, 'opzegger');
  await page.goto(
    routePaths.subscriptionsTvPackages.href({ product: 'Ziggo Sport Totaal', stap: 'overzicht' }),
  );
  await page.getByRole('button', { name: 'Bestellen' }).click();
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  const tv = page.getByRole('region', { name: 'TV' });
  // Another package waits for the order (spec §8): its link shows why on the flow's first step.
  await tv.getByRole('link', { name: 'Infotainment opzeggen' }).click();
  await expect(
    page.getByText('Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  // The new package itself can be cancelled straight away: that undoes the order.
  await tv.getByRole('link', { name: /^(Ziggo|Vonk) Sport Totaal opzeggen$/ }).click();
  await expect(page.getByText('Stap 2 van 3')).toBeVisible();
  await page.getByRole('button', { name: 'Opzeggen bevestigen' }).click();
  await expect(page.getByText('Je opzegging is ontvangen')).toBeVisible();
});

test('opzegger cancels a package by choosing it in the flow, and it leaves the overview', async ({
  page,
}) => {
  await openSubscriptions(page, 'opzegger');
  await page.goto(routePaths.subscriptionsCease.href());
  await expect(page).toHaveTitle('Stap 1 van 3: Wat wil je opzeggen? – Opzeggen | Mijn Vonk');
  // Issue #30 (WCAG 2.4.2/3.3.1, ADR 141): an empty submit shows the summary, and the title says so.
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveTitle('Fout: Stap 1 van 3: Wat wil je opzeggen? – Opzeggen | Mijn Vonk');
  await page.getByRole('radio', { name: 'Film1' }).check();
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveTitle('Stap 2 van 3: Dit zeg je op – Opzeggen | Mijn Vonk');
  await page.getByRole('button', { name: 'Opzeggen bevestigen' }).click();
  await expect(page.getByText(/^Film1 stopt op /)).toBeVisible();
  await expectSuccess(page, 'SS - Producten', 'Producten opzeggen');
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'TV' }).getByText('Infotainment', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'TV' }).getByText('Film1', { exact: true }),
  ).toHaveCount(0);
});
