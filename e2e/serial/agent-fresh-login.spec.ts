import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #27, ADR 127: a closed agent tab is a logout. Every agent sign-in asks the IdP for the
// password again, so the next person at the browser never rides the agent's IdP session. Agents
// act for the shared customers: serial.

const JAN = '10000001';
const SANNE = '10000002';
const IDP_LOGIN = 'Inloggen bij Mijn Vonk';

async function agentOn(page: Page, agent: string, code: string, firstName: string) {
  await page.goto(routePaths.agentLogin.href({ id: code }));
  await logInAtIdp(page, agent);
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('banner').getByText(`Klantcode ${code}`)).toBeVisible();
  await expect(page.getByText(`Welkom, ${firstName}.`)).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('a locked agent closes the tab as told: the same link in that browser asks for a password', async ({
  page,
  context,
}) => {
  await agentOn(page, 'agent-geblokkeerd', JAN, 'Jan');
  await expect(
    page.getByRole('banner').getByText('Sluit dit tabblad om uit te loggen.'),
  ).toBeVisible();
  await page.close();

  const next = await context.newPage();
  await next.goto(routePaths.agentLogin.href({ id: JAN }));
  await expect(next.getByRole('heading', { name: IDP_LOGIN })).toBeVisible();
  await expect(next.getByText('Welkom, Jan.')).toHaveCount(0);
  await expectNoAxeViolations(next);
});

test('two agents in one browser: the second is asked for a password, each tab keeps its own agent', async ({
  page,
  context,
}) => {
  await agentOn(page, 'agent', JAN, 'Jan');

  // A second agent at the same browser opens the same link: the IdP asks (agentOn logs in at the
  // login form), it does not hand out the first agent's session. They sign in as themselves.
  const second = await context.newPage();
  await agentOn(second, 'agent-geblokkeerd', JAN, 'Jan');
  await expect(
    second.getByRole('banner').getByText('Sluit dit tabblad om uit te loggen.'),
  ).toBeVisible();

  // The first tab is still the first agent's (their IdP grant ended with the switch, so their
  // next renewal logs them out: it fails closed), never the locked agent's, never Sanne's.
  await page.reload();
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Uitloggen' })).toBeVisible();

  // And a third customer's link in this browser asks again as well.
  const third = await context.newPage();
  await third.goto(routePaths.agentLogin.href({ id: SANNE }));
  await expect(third.getByRole('heading', { name: IDP_LOGIN })).toBeVisible();
});
