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
/**
 * Records the root's display when `selector` is first put in the document on the portal's pages:
 * a mutation observer runs before the browser paints what changed. Read it with `firstShown`.
 */
const recordRootWhenFirstShown = (page: Page, selector: string, portalOrigin: string) =>
  page.addInitScript(
    ({ origin, wanted }) => {
      if (location.origin !== origin) return;
      new MutationObserver((_records, observer) => {
        if (!document.querySelector(wanted)) return;
        (window as unknown as { firstShown?: unknown }).firstShown = {
          fontSize: getComputedStyle(document.documentElement).fontSize,
          contrast: document.documentElement.dataset.vonkContrast ?? null,
        };
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    },
    { origin: portalOrigin, wanted: selector },
  );
const firstShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstShown?: unknown }).firstShown);

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

  // A reload starts from this device's copy, which the early script read (issue #34): the first
  // thing the app puts on the page, its loading screen, has it before any API answer.
  const portalOrigin = new URL(baseURL!).origin;
  await recordRootWhenFirstShown(page, '#root > *', portalOrigin);
  await page.reload();
  await expect(form(page).getByRole('radio', { name: 'Grootst (150 %)' })).toBeChecked();
  await expect(firstShown(page)).resolves.toEqual({ fontSize: '24px', contrast: 'high' });

  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(IDP_LOGGED_OUT);

  // A new browser: nothing on the device, so only the API can say it.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  try {
    // The root as it is when the shell's header is first put in the document.
    await recordRootWhenFirstShown(fresh, 'header', portalOrigin);
    await fresh.goto(routePaths.dashboard.href());
    await logInAtIdp(fresh, 'jan');
    await expect(fresh.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(firstShown(fresh)).resolves.toEqual({ fontSize: '24px', contrast: 'high' });
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
