import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #27, ADR 126: a link, from anywhere, never acts for the customer. /logout asks first; a
// reference a link carries is checked before any call and never shown back; the credential of a
// public link leaves the address bar once read. Public links change what everyone shares.

const OPT_OUT = personas.storing.optOut;
const label = personas.jan.returnLabels![0]!;
const LONG = 'A'.repeat(3000);

test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

/** Every API path this page asks for from now on. */
function apiCalls(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

async function logInAsJan(page: Page) {
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
}

async function expectStillLoggedIn(page: Page) {
  expect(await page.evaluate(() => localStorage.getItem('session_ended'))).toBeNull();
  await page.goto(routePaths.dashboard.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
}

test('a link to /logout asks first; only the customer’s click logs out', async ({ page }) => {
  await logInAsJan(page);
  // What a foreign page's link does: a navigation the portal did not start.
  await page.goto(routePaths.logout.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Wil je uitloggen?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Nee, terug naar Mijn Vonk' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expectStillLoggedIn(page);

  await page.goto(routePaths.logout.href());
  await page.getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { name: 'Je bent uitgelogd.' })).toBeVisible();
});

const NOT_REFERENCES = [
  ['a path walk', '../..'],
  ['3,000 characters', LONG],
];

for (const [what, reference] of NOT_REFERENCES) {
  test(`/retour-label with ${what} in a signed-in tab: no call, no logout, nothing echoed`, async ({
    page,
  }) => {
    await logInAsJan(page);
    const calls = apiCalls(page);
    await page.goto(
      `${routePaths.returnLabel.href()}?referentie=${encodeURIComponent(reference!)}`,
    );
    await expect(page.getByText('Deze link is niet geldig')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Retourreferentie/ })).toHaveValue('');
    await expect(page.getByText('AAAAAAAAAA')).toHaveCount(0);
    expect(
      calls.filter((path) => path === '/api/' || path.startsWith('/api/shippinglabel')),
    ).toEqual([]);
    await expectStillLoggedIn(page);
  });
}

test('/overstappen-afronden and /unsubscribe refuse what is not a reference, before any call', async ({
  page,
}) => {
  const calls = apiCalls(page);
  await page.goto(`${routePaths.completeTransfer.href()}/${LONG}`);
  await expect(page.getByText('Deze link is niet geldig')).toBeVisible();
  await expect(page.getByText('AAAAAAAAAA')).toHaveCount(0);
  await page.goto(routePaths.unsubscribe.href({ id: '../..' }));
  await expect(page.getByText('Deze link is niet geldig')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(calls.filter((path) => /^\/api\/($|transfer|optout)/.test(path))).toEqual([]);
});

test('a public link’s credential leaves the address bar once read; a reload still works', async ({
  page,
}) => {
  await page.goto(routePaths.unsubscribe.href({ id: OPT_OUT.id }));
  await expect(page.getByRole('checkbox', { name: 'Nieuwsbrief' })).toBeChecked();
  await expect(page).toHaveURL(endsWith(routePaths.unsubscribe.href()));
  expect(page.url()).not.toContain(OPT_OUT.id);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Nieuwsbrief' })).toBeChecked();

  await page.goto(routePaths.returnLabel.href({ referentie: label.reference }));
  await expect(page.getByRole('button', { name: 'Download retourlabel (PDF)' })).toBeVisible();
  await expect(page).toHaveURL(endsWith(routePaths.returnLabel.href()));
  expect(page.url()).not.toContain(label.reference);
});
