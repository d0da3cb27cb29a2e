import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #30 (ADR 142): the display preferences belong to the account. jan (this worker's
// copy, ADR 086) sets 150 % and high contrast; they apply at once, and after a logout a NEW browser
// (no device copy, no session) has them on :root before the shell's header first appears.

/** Where oidc-provider ends a session that names no post-logout URI (the sandbox IdP). */
const IDP_LOGGED_OUT = 'http://localhost:4001/session/end/success';

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

const rootDisplay = (page: Page) =>
  page.evaluate(() => ({
    fontSize: getComputedStyle(document.documentElement).fontSize,
    contrast: document.documentElement.dataset.vonkContrast ?? null,
  }));
const form = (page: Page) => page.getByRole('form', { name: 'Weergave en toegankelijkheid' });
const saved = (page: Page) => form(page).getByText(/^Je weergave is opgeslagen en staat nu aan\./);

test('display preferences apply at once and, after a logout, in a new browser before the shell paints', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto(routePaths.displayPreferences.href());
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.displayPreferences.href()));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Weergave en toegankelijkheid' }),
  ).toBeVisible();
  await expect(rootDisplay(page)).resolves.toEqual({ fontSize: '16px', contrast: 'standard' });
  await form(page).getByRole('radio', { name: 'Grootst (150 %)' }).check();
  await form(page).getByRole('checkbox', { name: 'Hoog contrast' }).check();
  await form(page).getByRole('button', { name: 'Weergave opslaan' }).click();
  await expect(saved(page)).toBeVisible();
  await expect(rootDisplay(page)).resolves.toEqual({ fontSize: '24px', contrast: 'high' });
  await expectNoAxeViolations(page);

  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(IDP_LOGGED_OUT);

  // A new browser: nothing on the device, so only the API can say it.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    // The root as it is when the shell's header is first put in the document: a mutation
    // observer runs before the browser paints what changed.
    await fresh.addInitScript((portalOrigin) => {
      if (location.origin !== portalOrigin) return;
      const store = window as unknown as {
        firstHeader?: { fontSize: string; contrast: string | null };
      };
      new MutationObserver((_records, observer) => {
        if (!document.querySelector('header')) return;
        store.firstHeader = {
          fontSize: getComputedStyle(document.documentElement).fontSize,
          contrast: document.documentElement.dataset.vonkContrast ?? null,
        };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    }, new URL(baseURL!).origin);
    await fresh.goto(routePaths.dashboard.href());
    await logInAtIdp(fresh, 'jan');
    await expect(fresh.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(
      fresh.evaluate(() => (window as unknown as { firstHeader?: unknown }).firstHeader),
    ).resolves.toEqual({ fontSize: '24px', contrast: 'high' });
    await expect(rootDisplay(fresh)).resolves.toEqual({ fontSize: '24px', contrast: 'high' });

    // Back to the standard display: applied at once, and kept.
    await fresh.goto(routePaths.displayPreferences.href());
    await form(fresh).getByRole('radio', { name: 'Normaal (100 %)' }).check();
    await form(fresh).getByRole('checkbox', { name: 'Hoog contrast' }).uncheck();
    await form(fresh).getByRole('button', { name: 'Weergave opslaan' }).click();
    await expect(saved(fresh)).toBeVisible();
    await expect(rootDisplay(fresh)).resolves.toEqual({ fontSize: '16px', contrast: 'standard' });
    await fresh.reload();
    await expect(form(fresh).getByRole('radio', { name: 'Normaal (100 %)' })).toBeChecked();
    await expect(rootDisplay(fresh)).resolves.toEqual({ fontSize: '16px', contrast: 'standard' });
  } finally {
    await context.close();
  }
});
