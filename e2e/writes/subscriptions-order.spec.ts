import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectSuccess, tabTo } from '../support/orderFlow.ts';

// Issue #14 add: sanne adds TV with two boxes to another shipping address, with the keyboard only,
// and every view that shows products follows (cache write clearing, spec §7.2, §7.3).
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('sanne adds TV with two boxes to another address, keyboard only; the header says Internet + TV', async ({
  page,
}) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'sanne');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
  // Step 1: choose.
  await tabTo(page, 'TV toevoegen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'TV toevoegen' })).toBeVisible();
  // The explainer video cannot play here (no brand site; ADR 067): spec §8's sentence instead.
  await expect(
    page.getByText('Deze video is tijdelijk niet te bekijken. Probeer het later nog eens.'),
  ).toBeVisible();
  await tabTo(page, '1');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '2' })).toBeChecked();
  await tabTo(page, 'Bezorgen op een ander adres');
  await page.keyboard.press('Space');
  await tabTo(page, 'Postcode');
  await page.keyboard.type('1012 LG');
  await tabTo(page, 'Huisnummer');
  await page.keyboard.type('1');
  await tabTo(page, 'Toevoeging');
  await page.keyboard.type('A');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Damrak')).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, 'Verder');
  await page.keyboard.press('Enter');
  // Step 2: the summary, then confirm.
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsTv.href({ ontvangers: '2', stap: 'overzicht' })),
  );
  await expect(page.getByText(/Damrak 1A, 1012 LG Amsterdam/)).toBeVisible();
  await expect(page.getByText('Mediabox Next Mini')).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, 'Bestellen');
  await page.keyboard.press('Enter');
  // Step 3: the receipt, the Success event, and every product view updated.
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  const orderId = /ORD-[A-Z0-9]+/.exec(
    await page.getByText(/^Je bestelnummer is /).innerText(),
  )![0];
  await expectSuccess(page, 'SS - TV', 'TV bestellen');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Mijn abonnementen/ })
    .click();
  await expect(page.getByRole('dialog').getByText('Internet + TV', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(page.getByText('Je abonnement: Internet + TV')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'TV' })
      .getByText(/verwacht op/)
      .first(),
  ).toBeVisible();
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByText('Je hebt 1 lopende bestelling.')).toBeVisible();
  // The order is in the tracker.
  await page.goto(routePaths.orders.href());
  await expect(
    page.getByRole('list', { name: `Voortgang van bestelling ${orderId}` }),
  ).toBeVisible();
});
