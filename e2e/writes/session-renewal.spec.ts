import { expect, test } from '@playwright/test';
import { logInAtIdp, resetSandbox, shortenAccessTokens } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { anotherTab, seesJansDashboard } from '../support/tabs.ts';

// Issue #16 sessions, ADR 058: three tabs over several access-token lifetimes. The lifetime is
// shortened for this worker's logins only (`jan@w3`, ADR 093), so the test runs beside the others.

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('three tabs over more than two access-token lifetimes renew without invalid_grant; one logout ends all three; Back shows no data', async ({
  page,
  context,
}) => {
  test.setTimeout(75_000);
  await shortenAccessTokens(page, 8);
  const grants: { status: number; body: string }[] = [];
  context.on('response', async (response) => {
    const request = response.request();
    if (!response.url().endsWith('/token') || request.method() !== 'POST') return;
    if (!/grant_type=refresh_token/.test(request.postData() ?? '')) return;
    grants.push({ status: response.status(), body: await response.text().catch(() => '') });
  });

  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await seesJansDashboard(page);
  const tabs = [page, await anotherTab(context), await anotherTab(context)];

  // Three lifetimes: every tab renews at 75 % (6 s, plus the renewal's own time under load), at
  // least twice. A renewal that a busy machine delayed past the three lifetimes still counts: the
  // count is awaited, not read at one instant (ADR 104).
  await page.waitForTimeout(24_000);
  await expect.poll(() => grants.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(6);
  expect(grants.filter((grant) => grant.status !== 200)).toEqual([]);
  expect(grants.some((grant) => grant.body.includes('invalid_grant'))).toBe(false);
  for (const tab of tabs) {
    await tab
      .getByRole('navigation', { name: 'Hoofdmenu' })
      .getByRole('link', { name: 'Facturen' })
      .click();
    await expect(tab.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  }

  // One logout ends all three: the other two say so.
  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Je bent uitgelogd.' })).toBeVisible();
  for (const tab of tabs.slice(1)) {
    await expect(tab).toHaveURL(endsWith(routePaths.logout.href()));
    await expect(
      tab.getByText('Je bent uitgelogd in een ander tabblad van Mijn Vonk.'),
    ).toBeVisible();
  }

  // Back, as far as it goes, never shows the customer's data again.
  for (const tab of tabs) {
    for (let step = 0; step < 4; step += 1) {
      const went = await tab.goBack().catch(() => null);
      await tab.waitForLoadState('load');
      await expect(tab.getByText('Welkom, Jan.')).toHaveCount(0);
      await expect(tab.getByRole('heading', { level: 1, name: 'Rekeningen' })).toHaveCount(0);
      if (!went) break;
    }
  }
});
