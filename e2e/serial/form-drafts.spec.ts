import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { daysFromNow, fillDate } from '../support/dateFields.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';

// Nothing typed is lost (issue #9, ADR 016): each public form is typed in, submitted while the
// sandbox answers 503, lands on the maintenance page (spec §8), and shows what was typed again
// when the person comes back to the page, then saves it.

const MAINTENANCE = 'Vonk tijdelijk niet beschikbaar';
const RESTORED = 'We hebben bewaard wat je had ingevuld';
const dossier = personas.sanne.transfer!;
const label = personas.jan.returnLabels![0]!;
const optOut = personas.storing.optOut;

async function fault(page: Page, spec: Record<string, unknown>) {
  const response = await page.request.post('/__sandbox/faults', { data: spec });
  expect(response.ok()).toBe(true);
}

async function expectMaintenanceThenClear(page: Page) {
  await expect(page).toHaveURL(endsWith(routePaths.maintenance.href()));
  await expect(page.getByRole('heading', { level: 1, name: MAINTENANCE })).toBeVisible();
  await page.request.delete('/__sandbox/faults');
}

// One at a time: a fault applies to every request of the shared sandbox.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('/overstappen-afronden: a 503 mid-submit keeps what was typed', async ({ page }) => {
  const path = routePaths.completeTransfer.href({ reference: dossier.reference });
  await page.goto(path);
  await expect(page.getByText('Wacht op je gegevens')).toBeVisible();
  await page.getByRole('textbox', { name: /^Klantnummer/ }).fill('GN-77812');
  await fillDate(page, /Einddatum van je contract/, daysFromNow(30));
  await fillDate(page, /Gewenste overstapdatum/, daysFromNow(45));
  await fault(page, { path: '/api/transfer/reference', method: 'PUT', status: 503 });
  await page.getByRole('button', { name: 'Gegevens versturen' }).click();
  await expectMaintenanceThenClear(page);

  await page.goto(path);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Klantnummer/ })).toHaveValue('GN-77812');
  const end = page.getByRole('group', { name: /Einddatum van je contract/ });
  await expect(end.getByRole('textbox', { name: 'Jaar' })).toHaveValue(daysFromNow(30)[2]);
  await expect(end.getByRole('textbox', { name: 'Dag' })).toHaveValue(daysFromNow(30)[0]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Gegevens versturen' }).click();
  await expect(page.getByText('Je gegevens zijn verstuurd')).toBeVisible();
  await expect(page.getByText('GN-77812')).toBeVisible();
});

test('/retour-label: a 503 mid-submit keeps the typed reference', async ({ page }) => {
  await page.goto(routePaths.returnLabel.href());
  await page.getByRole('textbox', { name: /Retourreferentie/ }).fill(label.reference);
  await fault(page, { path: '/api/shippinglabel', status: 503 });
  await page.getByRole('button', { name: 'Retourlabel opzoeken' }).click();
  await expectMaintenanceThenClear(page);

  await page.goto(routePaths.returnLabel.href());
  await expect(page.getByRole('textbox', { name: /Retourreferentie/ })).toHaveValue(
    label.reference,
  );
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Retourlabel opzoeken' }).click();
  // The reference leaves the address bar once read (issue #27); the label is shown all the same.
  await expect(page.getByRole('button', { name: 'Download retourlabel (PDF)' })).toBeVisible();
});

test('/unsubscribe: a 503 mid-submit keeps what was ticked', async ({ page }) => {
  const link = routePaths.unsubscribe.href({ id: optOut.id });
  await page.goto(link);
  await page.getByRole('checkbox', { name: 'Nieuwsbrief' }).uncheck();
  await fault(page, { path: '/api/optout/v2', method: 'PUT', status: 503 });
  await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expectMaintenanceThenClear(page);

  await page.goto(link);
  await expect(page.getByText(RESTORED)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Nieuwsbrief' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Onderzoek' })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Voorkeuren opslaan' }).click();
  await expect(page.getByText('Je voorkeuren zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Nieuwsbrief' })).not.toBeChecked();
  await expect(page.getByText(RESTORED)).toHaveCount(0);
});

// Issue #27, ADR 126: a draft belongs to whom typed it, the token's subject and (agent mode) the
// customer. Another person in the same tab never sees it, not even for a moment.

const TYPED_MOBILE = '0687654321';
const mobileField = (page: Page) => page.getByRole('textbox', { name: /^Mobiel nummer/ });

/** The form drafts this tab holds (spec §9 host-prefixed keys). */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => /^.+FormDraft[.:]/.test(key)));

async function typeMobileAndSave(page: Page, status: number) {
  await page.goto(routePaths.myData.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await mobileField(page).fill(TYPED_MOBILE);
  await fault(page, { path: '/api/account/setPhoneNumbers', method: 'POST', status });
  await page.getByRole('button', { name: 'Telefoonnummers opslaan' }).click();
}

async function expectNoDraftOnMyData(page: Page) {
  await page.goto(routePaths.myData.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await expect(mobileField(page)).toBeVisible();
  await expect(mobileField(page)).not.toHaveValue(TYPED_MOBILE);
  await expect(page.getByText(RESTORED)).toHaveCount(0);
}

test('jan is logged out by a 401 mid-submit; piet logs in in the same tab and finds no jan draft', async ({
  page,
}) => {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await typeMobileAndSave(page, 401);
  await expect(page.getByRole('heading', { name: 'Je bent uitgelogd.' })).toBeVisible();
  await page.request.delete('/__sandbox/faults');
  // The 401 kept jan's draft for jan (ADR 016), under a key that names no one in clear. (The
  // IdP's page is another origin: the tab's storage is read back on a public page of the portal.)
  await page.goto(routePaths.returnLabel.href());
  const kept = await draftKeys(page);
  expect(kept).toHaveLength(1);
  expect(kept[0]).toMatch(/FormDraft\.[0-9a-f]{64}:mijn-gegevens\/telefoonnummers$/);

  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'piet');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
  await expectNoDraftOnMyData(page);
});

test('an agent hits a 503 typing for 10000001, opens 10000004 in the same tab: no 10000001 draft', async ({
  page,
}) => {
  await page.goto(routePaths.agentLogin.href({ id: '10000001' }));
  await logInAtIdp(page, 'agent');
  await expect(page.getByRole('banner').getByText('Klantcode 10000001')).toBeVisible();
  await typeMobileAndSave(page, 503);
  await expectMaintenanceThenClear(page);
  expect(await draftKeys(page)).toHaveLength(1);

  await page.goto(routePaths.agentLogin.href({ id: '10000004' }));
  const login = page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' });
  const banner = page.getByRole('banner').getByText('Klantcode 10000004');
  await expect(login.or(banner)).toBeVisible();
  if (await login.isVisible()) await logInAtIdp(page, 'agent');
  await expect(banner).toBeVisible();
  expect(await draftKeys(page)).toEqual([]);
  await expectNoDraftOnMyData(page);
});
