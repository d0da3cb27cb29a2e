import { expect } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { routePaths } from './routePaths.ts';

/** Jan's dashboard as he sees it once signed in. */
export async function seesJansDashboard(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();
}

/** Another tab of the same browser: its own sessionStorage, signed in by the IdP session. */
export async function anotherTab(context: BrowserContext): Promise<Page> {
  const tab = await context.newPage();
  await tab.goto(routePaths.dashboard.href());
  await seesJansDashboard(tab);
  return tab;
}

/** Whether this tab still stores a signed-in user (oidc-client-ts's key in its sessionStorage). */
export async function storesASession(tab: Page): Promise<boolean> {
  return tab.evaluate(() => Object.keys(sessionStorage).some((key) => key.includes('oidc.user:')));
}
