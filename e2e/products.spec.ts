import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

// Issue #26: one product, one name; what the customer holds said the same on the dashboard and on
// /abonnementen; two lines of one plan told apart.
test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

const main = (page: Page) => page.getByRole('main');

test('jan: Ziggo Sport Totaal has one name on every screen (ADR 122)', async ({ page }) => {
  await openAfterLogin(page, routePaths.dashboard.href(), 'jan', 'Overzicht');
  const tile = page.getByRole('region', { name: 'Je producten' });
  await expect(tile.getByText('Vonk Sport Totaal (premium pakket)')).toBeVisible();
  await expect(main(page).getByText(/Ziggo/)).toHaveCount(0);

  await page.goto(routePaths.subscriptions.href());
  const tv = page.getByRole('region', { name: 'TV' });
  await expect(tv.getByText('Vonk Sport Totaal', { exact: true })).toBeVisible();
  await expect(main(page).getByText(/Ziggo/)).toHaveCount(0);

  await page.goto(routePaths.orderDetail.href({ orderId: 'ORD-1007' }));
  await expect(main(page).getByText('Vonk Sport Totaal')).toBeVisible();
  await expect(main(page).getByText(/Ziggo/)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('opgezegd: everything cancelled is said so on the dashboard', async ({ page }) => {
  const ceased = 'Je hebt geen actieve producten meer. Je abonnement is opgezegd.';
  await openAfterLogin(page, routePaths.dashboard.href(), 'opgezegd', 'Overzicht');
  const tile = page.getByRole('region', { name: 'Je producten' });
  await expect(tile.getByText(ceased)).toBeVisible();
  await expect(main(page).getByText(/nog geen producten/)).toHaveCount(0);

  await expectNoAxeViolations(page);
  // /abonnementen is about a running subscription: the subscription guard sends Otto to his
  // orders, where the cancellation is (so it never says "nog geen producten" either).
  await tile.getByRole('link', { name: 'Bekijk je abonnement' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.orders.href()));
  await expect(main(page).getByText(/nog geen producten/)).toHaveCount(0);
});

test('kees: his two lines of one plan are told apart on the dashboard', async ({ page }) => {
  await openAfterLogin(page, routePaths.dashboard.href(), 'kees', 'Overzicht');
  const tile = page.getByRole('region', { name: 'Je producten' });
  await expect(tile.getByText('Vast bellen Basis (eerste lijn)')).toBeVisible();
  await expect(tile.getByText('Vast bellen Basis (tweede lijn)')).toBeVisible();
  await expect(tile.getByRole('listitem')).toHaveCount(4);
  await expectNoAxeViolations(page);
});
