import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectSuccess, tabTo } from '../support/orderFlow.ts';

// Issue #14 TV packages and cloud recording (ADR 068), keyboard only, each write's Success event.
// Both writes change only this worker's own copy (ADR 086).
async function openSubscriptions(page: Page) {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'piet');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();
}

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('piet adds Film1 to his TV with the keyboard only, and it is on the overview', async ({
  page,
}) => {
  await openSubscriptions(page);
  await tabTo(page, 'Zenderpakket toevoegen');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Zenderpakket toevoegen' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Into the group (its first radio), then the arrows to Film1.
  await tabTo(page, 'Viaplay Basis');
  for (let presses = 0; presses < 10; presses += 1) {
    if (await page.getByRole('radio', { name: /^Film1/ }).isChecked()) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByRole('radio', { name: /^Film1/ })).toBeChecked();
  await tabTo(page, 'Verder');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsTvPackages.href({ product: 'Film1', stap: 'overzicht' })),
  );
  await expect(
    page.getByText('Je krijgt Film1 erbij. Je kan het vandaag al kijken.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await tabTo(page, 'Bestellen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expectSuccess(page, 'SS - Producten', 'Producten toevoegen');
  await tabTo(page, 'Terug naar je abonnement');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('region', { name: 'TV' }).getByText('Film1', { exact: true }),
  ).toBeVisible();
});

test('piet switches recording to the cloud with the keyboard only; the TV section says so', async ({
  page,
}) => {
  await openSubscriptions(page);
  await expect(page.getByText('Opnemen in de cloud staat aan.')).toHaveCount(0);
  await tabTo(page, 'Opnemen wijzigen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Opnemen wijzigen' })).toBeVisible();
  // What he has is preselected (issue #26); the arrow moves to the cloud.
  await expect(page.getByRole('radio', { name: /Op je ontvanger/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await tabTo(page, 'Op je ontvanger');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('radio', { name: /In de cloud/ })).toBeChecked();
  await tabTo(page, 'Verder');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    endsWith(routePaths.subscriptionsRecording.href({ cloud: 'aan', stap: 'overzicht' })),
  );
  await expect(
    page.getByText('Je neemt voortaan op in de cloud. Opnemen op je ontvanger stopt.'),
  ).toBeVisible();
  await tabTo(page, 'Bestellen');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Je bestelnummer is ORD-/)).toBeVisible();
  await expectSuccess(page, 'SS - Opnemen', 'Opnemen wijzigen');
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(page.getByText('Opnemen in de cloud staat aan.')).toBeVisible();
});
