import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { anotherTab, seesJansDashboard } from '../support/tabs.ts';
import { settled, watchRequests } from '../support/settled.ts';

// Issue #16 sessions, ADR 058: idle timeout and the §4 keep-alive (three tabs over several token
// lifetimes run beside the others, on a worker's own logins: e2e/writes/session-renewal.spec.ts). Each test shortens the sandbox's session timings (PUT /__sandbox/session), so they
// run one at a time, after the journeys, and reset afterwards. The timings are the shortest the
// sandbox accepts (5 s) or close to it, so the suite waits seconds, not minutes (ADR 093); every
// wait still spans the same number of warnings and token lifetimes as before.

test.describe.configure({ mode: 'serial' });

const IDP_LOGIN = 'Inloggen bij Mijn Vonk';
const IDLE_TEXT =
  'We hebben je automatisch uitgelogd, omdat je een tijd niets hebt gedaan. Zo blijven je gegevens veilig.';

async function sessionTimings(page: Page, timings: Record<string, unknown>) {
  const response = await page.request.put('/__sandbox/session', { data: timings });
  expect(response.ok()).toBe(true);
}

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('idle timeout: a warning ahead, one key stays, a key in another tab counts, then every tab logs out saying why', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await sessionTimings(page, { idleTimeoutSeconds: 10, idleWarningSeconds: 5 });
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await seesJansDashboard(page);
  const other = await anotherTab(context);

  // 5 s without activity: both tabs warn, 5 s before the logout.
  const warning = (tab: Page) => tab.getByRole('dialog', { name: 'Ben je er nog?' });
  await expect(warning(page)).toBeVisible({ timeout: 20_000 });
  await expect(warning(other)).toBeVisible();
  await expect(warning(page).getByRole('button', { name: 'Ingelogd blijven' })).toBeFocused();
  // Read with its name: what happens, and that unsent input is lost (issue #30).
  await expect(warning(page)).toHaveAccessibleDescription(
    /automatisch uitgelogd.*Wat je hebt ingevuld en nog niet hebt verstuurd, gaat dan verloren\.$/,
  );

  // One key press in this tab keeps the session, in both tabs.
  await page.keyboard.press('Enter');
  await expect(warning(page)).toBeHidden();
  await expect(warning(other)).toBeHidden();

  // The next warning is answered in the other tab: this tab's dialog closes as well.
  await expect(warning(page)).toBeVisible({ timeout: 20_000 });
  await expect(warning(other)).toBeVisible();
  await other.keyboard.press('Enter');
  await expect(warning(page)).toBeHidden();
  await seesJansDashboard(page);

  // Now nobody answers: both tabs end the session and say why.
  await expect(warning(page)).toBeVisible({ timeout: 20_000 });
  for (const tab of [page, other]) {
    await expect(tab).toHaveURL(endsWith(routePaths.logout.href()), { timeout: 20_000 });
    await expect(tab.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
    await expect(tab.getByText(IDLE_TEXT)).toBeVisible();
  }
  // The identity provider's session ended too.
  await page.getByRole('link', { name: 'Opnieuw inloggen' }).click();
  await expect(page.getByRole('heading', { name: IDP_LOGIN })).toBeVisible();
});

test('the §4 keep-alive reloads its hidden frame on the token-expiry event, only when switched on', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await sessionTimings(page, { accessTokenTtlSeconds: 5 });
  const keepAlives: string[] = [];
  const refreshes: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/partner/keep-alive') keepAlives.push(request.url());
    if (/grant_type=refresh_token/.test(request.postData() ?? '')) refreshes.push(Date.now());
  });

  // Jan is signed in at the partner (account.isAuthenticatedAtMagenta): at 75 % of 5 s it fires.
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await seesJansDashboard(page);
  await expect.poll(() => keepAlives.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(keepAlives[0]).toBe('http://localhost:4001/partner/keep-alive');
  const frame = page.locator('iframe[title="Sessie actief houden"]');
  await expect(frame).toBeHidden();
  await expect(frame).toHaveAttribute('src', 'http://localhost:4001/partner/keep-alive');

  // Switched off in the served config: the tokens still renew, the frame stays still.
  await sessionTimings(page, { accessTokenTtlSeconds: 5, keepAlive: false });
  watchRequests(page);
  await page.reload();
  await seesJansDashboard(page);
  keepAlives.length = 0;
  const renewedBefore = refreshes.length;
  await expect.poll(() => refreshes.length, { timeout: 15_000 }).toBeGreaterThan(renewedBefore);
  await settled(page);
  expect(keepAlives).toEqual([]);
});
