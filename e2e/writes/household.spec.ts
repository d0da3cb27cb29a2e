import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  logInAtIdp,
  personaLogin,
  resetSandbox,
} from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #12 /klantvoordeel: jan joins (tracked 'SS - Aanmelden Klantvoordeel'), sees the pending
// registration on a revisit until the sandbox completes it, then unsubscribes (ADR 042).
type Hit = { event: string; eventCategory?: string; eventAction?: string; eventLabel?: string };
const trackedWrites = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Hit[] }).dataLayer ?? []).filter(
      (hit) => hit.event === 'trackEvent' && hit.eventCategory?.includes('Klantvoordeel'),
    ),
  );

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan joins Klantvoordeel, sees it pending, then unsubscribes', async ({ page }) => {
  await page.goto(routePaths.household.href());
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.householdSignUp.href()));
  await expect(page.getByText('3511 LX Utrecht')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: '06-12345678' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();

  await expect(page).toHaveURL(endsWith(routePaths.householdPending.href()));
  await expect(page.getByText('We verwerken je aanmelding')).toBeVisible();
  await expect
    .poll(() => trackedWrites(page))
    .toContainEqual(
      expect.objectContaining({
        eventCategory: 'SS - Aanmelden Klantvoordeel',
        eventAction: 'Success',
        eventLabel: 'Aanmelden Klantvoordeel',
      }),
    );
  await expectNoAxeViolations(page);

  // A revisit of the root still shows the pending registration.
  await page.goto(routePaths.household.href());
  await expect(page).toHaveURL(endsWith(routePaths.householdPending.href()));

  // The mobile side accepts: the benefit is active.
  const completed = await page.request.post(`/__sandbox/household/${personaLogin('jan')}/complete`);
  expect(completed.status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(endsWith(routePaths.household.href()));
  await expect(page.getByText('Je Klantvoordeel is actief')).toBeVisible();

  await page.getByRole('link', { name: 'Afmelden voor Klantvoordeel' }).click();
  await expect(page.getByText('Als je je afmeldt, verlies je:')).toBeVisible();
  await page.getByRole('button', { name: 'Ja, afmelden' }).click();
  await expect(page.getByText('Je bent afgemeld voor Klantvoordeel')).toBeVisible();
  await expectNoAxeViolations(page);
});
