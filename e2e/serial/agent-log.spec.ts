import { expect, test } from '@playwright/test';
import type { Page, Response } from '@playwright/test';
import { customerCodes } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #27, ADR 129: what a call-centre agent does on an account, the customer sees under
// /mijn-gegevens. Agents act for the shared fixtures, so this runs in e2e/serial.

const PIET = customerCodes.piet;
const TITLE = 'Wat onze medewerkers voor je deden';
const form = (page: Page, name: string) => page.getByRole('form', { name });

/** Spec §7.2: a 2xx write whose body is not `{ success: false }` (nor `false`) succeeded. */
async function succeededWrite(response: Response): Promise<string | null> {
  const { pathname } = new URL(response.url());
  const request = response.request();
  if (request.method() === 'GET' || !pathname.startsWith('/api/')) return null;
  if (pathname.startsWith('/api/log') || !response.ok()) return null;
  const body: unknown = await response.json().catch(() => undefined);
  const refused =
    body === false ||
    (typeof body === 'object' && body !== null && 'success' in body && !body.success);
  return refused ? null : `${request.method()} ${pathname}`;
}

/** Every write of `page` that succeeded, in the order they were answered. */
function succeededWrites(page: Page): Promise<string | null>[] {
  const writes: Promise<string | null>[] = [];
  page.on('response', (response) => writes.push(succeededWrite(response)));
  return writes;
}
const settled = async (writes: Promise<string | null>[]) =>
  (await Promise.all(writes)).filter((write): write is string => write !== null);

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});
test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('what an agent changes for piet, piet sees in "Wat onze medewerkers voor je deden", and nothing else', async ({
  page,
  browser,
}) => {
  // The agent, told that the customer sees what they change.
  const agentWrites = succeededWrites(page);
  await page.goto(routePaths.agentLogin.href({ id: PIET }));
  await logInAtIdp(page, 'agent');
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(
    page.getByText('Wat je hier wijzigt, ziet de klant terug onder Mijn gegevens.'),
  ).toBeVisible();
  await page.goto(routePaths.myData.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await expect(page.getByText('Nog geen wijzigingen door medewerkers')).toBeVisible();

  // Two writes: privacy settings, then phone numbers.
  const privacy = form(page, 'Privacy');
  await privacy
    .getByRole('group', { name: 'Aanbiedingen' })
    .getByRole('checkbox', { name: 'E-mail' })
    .check();
  await privacy.getByRole('button', { name: 'Privacy-instellingen opslaan' }).click();
  await expect(privacy.getByText('Je privacy-instellingen zijn opgeslagen.')).toBeVisible();
  const phones = form(page, 'Telefoonnummers');
  await phones.getByRole('textbox', { name: /^Mobiel nummer/ }).fill('0612345678');
  await phones.getByRole('button', { name: 'Telefoonnummers opslaan' }).click();
  await expect(page.getByText('Je telefoonnummers zijn opgeslagen.')).toBeVisible();
  const byAgent = await settled(agentWrites);
  expect(byAgent).toEqual([
    'POST /api/account/privacysettings',
    'POST /api/account/setPhoneNumbers',
  ]);

  // Piet, in his own browser, makes a change of his own: it is not an agent's.
  const customer = await (await browser.newContext()).newPage();
  const customerWrites = succeededWrites(customer);
  await customer.goto(routePaths.myData.href());
  await logInAtIdp(customer, 'piet');
  await expect(customer.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  const own = form(customer, 'Privacy');
  await own
    .getByRole('group', { name: 'Onderzoek' })
    .getByRole('checkbox', { name: 'Sms' })
    .check();
  await own.getByRole('button', { name: 'Privacy-instellingen opslaan' }).click();
  await expect(own.getByText('Je privacy-instellingen zijn opgeslagen.')).toBeVisible();
  expect(await settled(customerWrites)).toEqual(['POST /api/account/privacysettings']);

  // A fresh look at the page: the agent's writes, newest first, and nothing else.
  const answer = customer.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/account/agentactions',
  );
  await customer.reload();
  const log = (await (await answer).json()) as { at: string; agentId: string; summary: string }[];
  expect(log).toHaveLength(byAgent.length);
  const section = customer.getByRole('region', { name: TITLE });
  const table = section.getByRole('table', {
    name: 'Wijzigingen door medewerkers, nieuwste eerst',
  });
  await expect(table.getByRole('rowheader')).toHaveText([
    'Telefoonnummers gewijzigd',
    'Privacy-instellingen gewijzigd',
  ]);
  const day = new Intl.DateTimeFormat('nl-NL', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
  const rows = table.getByRole('row');
  for (const [index, { at, agentId }] of log.entries()) {
    expect(agentId).toBe('agent');
    const row = rows.nth(index + 1);
    await expect(row).toContainText(`${day.format(new Date(at))} om `);
    await expect(row.getByRole('cell', { name: 'agent', exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(customer);
  await customer.context().close();
});
