import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from './support/session.ts';
import { pageTitle, routePaths } from './support/routePaths.ts';

// Issue #14 /abonnementen: what the customer has, by category, with the running contract.
const openSubscriptions = (page: Page, persona: string) =>
  openAfterLogin(page, routePaths.subscriptions.href(), persona, 'Abonnementen');

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan sees every product by category and his contract, axe-clean', async ({ page }) => {
  await openSubscriptions(page, 'jan');
  await expect(page.getByText('Je abonnement: Internet + TV + Vast bellen')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Je contract' })
      .getByText('Je contract loopt tot 15 maart 2027.'),
  ).toBeVisible();
  for (const [category, product] of [
    ['Internet', 'Internet Giga'],
    ['TV', 'Vonk Sport Totaal'],
    ['Vast bellen', 'Vast bellen Onbeperkt'],
    ['Wifi-versterkers', 'Wifi-versterker'],
    ['Veilig Online', 'Overal Veilig Online'],
  ]) {
    await expect(
      page.getByRole('region', { name: category! }).getByText(product!, { exact: true }),
    ).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('sanne sees internet only and her streaming not yet activated', async ({ page }) => {
  await openSubscriptions(page, 'sanne');
  await expect(page.getByText('Je abonnement: Internet', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Streaming' }).getByText(/nog niet geactiveerd/),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'TV' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

// The flows of this session (ADR 066, 068) by their own URL, with their titles: kept here, not in
// routes.spec.ts, whose one-test walk of every route is at its time limit.
test('jan reaches the fixed-line, TV-package, recording, voucher and Wi-Fi extender pages by URL, axe-clean', async ({
  page,
}) => {
  await openSubscriptions(page, 'jan');
  for (const [path, title] of [
    [routePaths.subscriptionsFixedLine.href(), 'Vast bellen toevoegen'],
    [routePaths.subscriptionsTvPackages.href(), 'Zenderpakket toevoegen'],
    [routePaths.subscriptionsRecording.href(), 'Opnemen wijzigen'],
    [routePaths.subscriptionsVouchers.href(), 'Kortingscodes'],
    [routePaths.subscriptionsWifiExtenders.href(), 'Wifi-versterkers'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(title));
    await expectNoAxeViolations(page);
  }
});
