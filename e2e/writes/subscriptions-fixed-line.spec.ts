import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  logInAtIdp,
  personaLogin,
  resetSandbox,
} from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectSuccess, tabTo } from '../support/orderFlow.ts';

// Issue #14 fixed line (ADR 066) and "cancelling takes no more steps than ordering": sanne adds
// a phone line with the keyboard only, the back office completes the order, and she cancels the
// line. Both writes change only this worker's own copy (ADR 086).
/** The flow's steps the customer passes, read from the page ("Stap n van 3", then the receipt). */
async function stepShown(page: Page, steps: string[]) {
  const label = page.getByText(/^Stap \d van 3$/);
  const receipt = page.getByText(/^Je (bestelling is geplaatst|opzegging is ontvangen)$/);
  // The route's title shows before the flow's chunk: wait for the step or the receipt itself.
  await expect(label.or(receipt)).toBeVisible();
  steps.push((await label.count()) > 0 ? await label.innerText() : 'ontvangst');
}

const header = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /Mijn abonnementen/ });

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('sanne adds a phone line with the keyboard only, then cancels it in no more steps', async ({
  page,
}) => {
  await page.goto(routePaths.subscriptions.href());
  await logInAtIdp(page, 'sanne');
  await expect(page.getByRole('heading', { level: 1, name: 'Abonnementen' })).toBeVisible();

  // Ordering, keyboard only: choose, summary + confirm, receipt.
  const ordered: string[] = [];
  await tabTo(page, 'Vast bellen toevoegen');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vast bellen toevoegen' }),
  ).toBeVisible();
  await stepShown(page, ordered);
  await expectNoAxeViolations(page);
  await tabTo(page, 'Vast bellen Basis');
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: /Vast bellen Basis/ })).toBeChecked();
  await tabTo(page, 'Verder');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    endsWith(
      routePaths.subscriptionsFixedLine.href({ product: 'Vast bellen Basis', stap: 'overzicht' }),
    ),
  );
  await expect(
    page.getByText('Je krijgt een vaste telefoonlijn met Vast bellen Basis.'),
  ).toBeVisible();
  await stepShown(page, ordered);
  await expectNoAxeViolations(page);
  await tabTo(page, 'Bestellen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
  await expect(page).toHaveURL(endsWith(routePaths.subscriptionsFixedLine.href({ stap: 'klaar' })));
  await stepShown(page, ordered);
  await expectSuccess(page, 'SS - Vast bellen', 'Vast bellen bestellen');
  await header(page).click();
  await expect(
    page.getByRole('dialog').getByText('Internet + Vast bellen', { exact: true }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // The order is delivered; an open order would block the cancel (spec §5).
  const completed = await page.request.post(`/__sandbox/orders/${personaLogin('sanne')}/complete`);
  expect(await completed.json()).toEqual({ completed: 1 });

  // Cancelling: from the line's own link, the same flow steps.
  const cancelled: string[] = [];
  await page.goto(routePaths.subscriptions.href());
  await page.getByRole('link', { name: 'Vast bellen Basis opzeggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Opzeggen' })).toBeVisible();
  await stepShown(page, cancelled);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Opzeggen bevestigen' }).click();
  await expect(page.getByText('Je opzegging is ontvangen')).toBeVisible();
  await stepShown(page, cancelled);
  await expectSuccess(page, 'SS - Producten', 'Producten opzeggen');

  expect(ordered).toEqual(['Stap 1 van 3', 'Stap 2 van 3', 'ontvangst']);
  expect(cancelled.length).toBeLessThanOrEqual(ordered.length);
  await page.getByRole('link', { name: 'Terug naar je abonnement' }).click();
  await expect(page.getByText('Je abonnement: Internet', { exact: true })).toBeVisible();
});

test('kees has two lines: the flow says no third one can be added', async ({ page }) => {
  await page.goto(routePaths.subscriptionsFixedLine.href());
  await logInAtIdp(page, 'kees');
  await expect(page.getByText('Je hebt al twee telefoonlijnen')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Verder' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
