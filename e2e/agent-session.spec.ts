import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

// Issue #16 sessions, ADR 056/057: an agent's session ends for real, never shows the wrong
// customer, and agent mode needs a customer code the tokens agree with.

const JAN = '10000001';
const SANNE = '10000002';
const IDP_LOGIN = 'Inloggen bij Mijn Vonk';

/** Session-storage keys of the session and of agent mode (host-prefixed, spec §9). */
async function sessionKeys(page: Page): Promise<string[]> {
  const keys = await page.evaluate(() => Object.keys(sessionStorage));
  return keys.filter((key) => /oidc\.user:|CustomerCode$|IsAgent$/.test(key));
}

/** The customer codes the portal sent to the API from now on. */
function customerCodesSent(page: Page): string[] {
  const codes: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) {
      codes.push(request.headers()['x-customer-code'] ?? 'none');
    }
  });
  return codes;
}

async function agentOn(page: Page, code: string, firstName: string) {
  await page.goto(routePaths.agentLogin.href({ id: code }));
  await logInAtIdp(page, 'agent');
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('banner').getByText(`Klantcode ${code}`)).toBeVisible();
  await expect(page.getByText(`Welkom, ${firstName}.`)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test("an agent's logout revokes, clears the tab and ends the IdP session: the link asks for a login again", async ({
  page,
  context,
}) => {
  await agentOn(page, JAN, 'Jan');
  const revocations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/token/revocation')) revocations.push(request.postData() ?? '');
  });

  await page.getByRole('banner').getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.logout.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
  await expect(page.getByText('Sluit dit tabblad.')).toBeVisible();
  expect(revocations).toHaveLength(1);
  expect(revocations[0]).toContain('token_type_hint=refresh_token');
  expect(await sessionKeys(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // The next person at this PC opens the same link, in a new tab and in this one.
  const next = await context.newPage();
  await next.goto(routePaths.agentLogin.href({ id: JAN }));
  await expect(next.getByRole('heading', { name: IDP_LOGIN })).toBeVisible();
  await page.goto(routePaths.agentLogin.href({ id: JAN }));
  await expect(page.getByRole('heading', { name: IDP_LOGIN })).toBeVisible();
  await expect(page.getByText('Welkom, Jan.')).toHaveCount(0);
});

test('an agent opening another customer’s link ends the first session and never shows the first customer', async ({
  page,
}) => {
  await agentOn(page, JAN, 'Jan');
  const codes = customerCodesSent(page);

  await page.goto(routePaths.agentLogin.href({ id: SANNE }));
  // The IdP asks again, for the new customer: the first customer's dashboard does not appear.
  await expect(page.getByRole('heading', { name: IDP_LOGIN })).toBeVisible();
  await expect(page.getByText(`Inloggen als medewerker voor klantcode ${SANNE}.`)).toBeVisible();
  await logInAtIdp(page, 'agent');

  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('banner').getByText(`Klantcode ${SANNE}`)).toBeVisible();
  await expect(page.getByText('Welkom, Sanne.')).toBeVisible();
  await expect(page.getByText('Welkom, Jan.')).toHaveCount(0);
  expect(codes.length).toBeGreaterThan(0);
  expect(new Set(codes)).toEqual(new Set([SANNE]));
});

test('a crafted agent link without a customer code opens no agent mode and no login', async ({
  page,
}) => {
  const idp: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).port === '4001') idp.push(request.url());
  });
  await page.goto(routePaths.agentLogin.href({ id: 'x' }));
  await expect(page.getByRole('heading', { name: 'Deze agentlink klopt niet' })).toBeVisible();
  await expect(
    page.getByText('Een klantcode bestaat uit 8 cijfers.', { exact: false }),
  ).toBeVisible();
  expect(await sessionKeys(page)).toEqual([]);
  expect(idp).toEqual([]);
  await expectNoAxeViolations(page);
});

test("a customer's tab does not turn into agent mode through an agent link", async ({ page }) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();
  const codes = customerCodesSent(page);

  await page.goto(routePaths.agentLogin.href({ id: 'x' }));
  await expect(page.getByRole('heading', { name: 'Deze agentlink klopt niet' })).toBeVisible();
  await page.goto(routePaths.agentLogin.href({ id: SANNE }));
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();
  await expect(page.getByRole('banner').getByText(`Klantcode ${SANNE}`)).toHaveCount(0);
  expect(codes.length).toBeGreaterThan(0);
  expect(new Set(codes)).toEqual(new Set(['none']));
});

test('a customer who logs in through an agent link is logged out with the reason', async ({
  page,
}) => {
  await page.goto(routePaths.agentLogin.href({ id: SANNE }));
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.logout.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
  await expect(
    page.getByText(
      'We hebben je uitgelogd, omdat de inlog niet bij de agentlink past: de rol of de klantcode klopt niet. Open de juiste agentlink, of log in als klant.',
    ),
  ).toBeVisible();
  await expect(page.getByText('Welkom, Jan.')).toHaveCount(0);
  expect(await sessionKeys(page)).toEqual([]);
  // The IdP session ended too: logging in again asks for a password.
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByRole('heading', { name: IDP_LOGIN })).toBeVisible();
});
