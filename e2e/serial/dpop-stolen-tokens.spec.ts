import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from '../support/session.ts';

// Issue #27, ADR 127: the tokens in sessionStorage are bound to the browser's non-extractable
// DPoP key. Copied out and used from Node they are refused; the customer keeps the session. A
// customer logged out by refresh-token reuse detection is told why. Serial: it changes the
// sandbox's token lifetime for everyone.

const WELCOME = 'Welkom, Jan.';

/** What an attacker copies: the stored oidc-client-ts user of this tab, and its storage key. */
async function storedUser(page: Page) {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.includes('oidc.user:'))!;
    const user = JSON.parse(sessionStorage.getItem(key)!) as {
      access_token: string;
      refresh_token: string;
    };
    return { key, ...user };
  });
}

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a refresh and an access token copied from sessionStorage are refused from Node', async ({
  page,
  baseURL,
}) => {
  const apiCalls: Record<string, string>[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/account') apiCalls.push(request.headers());
  });
  await openAfterLogin(page, routePaths.dashboard.href(), 'jan', 'Overzicht');
  await expect(page.getByText(WELCOME)).toBeVisible();
  const stolen = await storedUser(page);

  // The portal proves its key on every API call.
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(apiCalls[0]!.authorization).toMatch(/^DPoP /);
  expect(apiCalls[0]!.dpop).toMatch(/^ey/);

  // The key names the IdP and the client: `{host}oidc.user:{authority}:{client id}`.
  const [authority, clientId] = /oidc\.user:(.+):([^:]+)$/.exec(stolen.key)!.slice(1);
  const redeemed = await fetch(`${authority}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL! },
    body: new URLSearchParams({
      client_id: clientId!,
      grant_type: 'refresh_token',
      refresh_token: stolen.refresh_token,
    }),
  });
  expect(redeemed.status).toBe(400);
  expect(await redeemed.json()).toMatchObject({ error: 'invalid_grant' });

  for (const scheme of ['Bearer', 'DPoP']) {
    const read = await fetch(`${baseURL}/api/account`, {
      headers: { Authorization: `${scheme} ${stolen.access_token}`, Accept: 'application/json' },
    });
    expect(read.status).toBe(401);
  }

  // The customer was not harmed: the session goes on, renewals included.
  await page.reload();
  await expect(page.getByText(WELCOME)).toBeVisible();
});

test('a customer logged out by refresh-token reuse detection is told why', async ({ page }) => {
  // Short tokens, so the portal renews (at 75 %) within seconds.
  const timings = await page.request.put('/__sandbox/session', {
    data: { accessTokenTtlSeconds: 8 },
  });
  expect(timings.ok()).toBe(true);
  await openAfterLogin(page, routePaths.dashboard.href(), 'jan', 'Overzicht');
  await expect(page.getByText(WELCOME)).toBeVisible();
  const first = await storedUser(page);
  await expect
    .poll(async () => (await storedUser(page)).refresh_token, { timeout: 15_000 })
    .not.toBe(first.refresh_token);

  // An attacker redeemed the token first: this tab is left holding a spent one. The portal's next
  // renewal presents it; the IdP's reuse detection ends the grant.
  await page.evaluate(
    ({ key, token }) => {
      const user = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
      sessionStorage.setItem(key, JSON.stringify({ ...user, refresh_token: token }));
      for (const name of Object.keys(localStorage))
        if (name.endsWith('vonk-auth.spent')) localStorage.removeItem(name);
    },
    { key: first.key, token: first.refresh_token },
  );

  await expect(page).toHaveURL(endsWith(routePaths.logout.href()), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
  await expect(page.getByText(/om veiligheidsredenen/)).toBeVisible();
  await expectNoAxeViolations(page);
});
