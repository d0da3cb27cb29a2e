import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInAtIdp, resetSandbox } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';
import { settled, watchRequests } from './support/settled.ts';

// Spec §4, §7.4: what reaches the tag manager's data layer around a real login and logout.
type Hit = { event: string; eventCategory?: string; eventLabel?: string; page?: string };

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Hit[] }).dataLayer ?? []);

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a login pushes user_data_loaded, then AC - Inloggen once; navigation sends page views', async ({
  page,
}) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect
    .poll(async () => (await dataLayer(page)).filter((hit) => hit.event !== 'pageview'))
    .toHaveLength(2);
  const [userData, login] = (await dataLayer(page)).filter((hit) => hit.event !== 'pageview');
  expect(userData).toMatchObject({ event: 'user_data_loaded', user: { agent_session: false } });
  expect(login).toMatchObject({
    event: 'trackEvent',
    eventCategory: 'AC - Inloggen',
    eventAction: 'Success',
    eventLabel: 'Inloggen',
    nonInteraction: true,
  });

  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('link', { name: 'Facturen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  const hits = await dataLayer(page);
  expect(hits.filter((hit) => hit.event === 'pageview').map((hit) => hit.page)).toContain(
    routePaths.invoices.href(),
  );
  expect(hits.filter((hit) => hit.event === 'user_data_loaded')).toHaveLength(1);

  // A reload of the same session is not a new login.
  watchRequests(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  await settled(page);
  expect((await dataLayer(page)).filter((hit) => hit.event !== 'pageview')).toEqual([]);
});
