import { expect, test } from '@playwright/test';
import type { Browser, Locator, Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, PASSWORD } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #27, ADR 128: the primary e-mail address is the login name, and it used to change at once,
// unchecked. Now jan (the shared fixture: the IdP looks login names up among the fixtures, and the
// outbox is shared, so this is serial) asks for a new one by keyboard alone; the old address stays
// the login name until the link from the outbox is opened, then the new one logs in and the old
// one does not.
const OLD = personas.jan.account.personInformation.primaryEmailAddress;
const NEW = 'jan.devries@nieuw.example';
const LOGIN_ERROR = 'De combinatie van gebruikersnaam en wachtwoord is onjuist.';

interface Mail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
}
const mailsTo = async (page: Page, to: string): Promise<Mail[]> =>
  (await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json();

/** Tab (forwards) until `target` has focus: how a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${String(target)} not reached in ${most} tabs`);
}

/** Types a login at the sandbox IdP by keyboard and sends it. */
async function logInWith(page: Page, username: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
  await tabTo(page, page.getByLabel('Gebruikersnaam'));
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
}

/** A fresh browser (no IdP session) tries `username` on the dashboard. */
async function tryLogin(browser: Browser, username: string): Promise<'in' | 'refused'> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(routePaths.dashboard.href());
    await logInWith(page, username);
    const outcome = await Promise.race([
      page
        .getByRole('heading', { level: 1, name: 'Overzicht' })
        .waitFor()
        .then(() => 'in' as const),
      page
        .getByText(LOGIN_ERROR)
        .waitFor()
        .then(() => 'refused' as const),
    ]);
    return outcome;
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ request }) => {
  expect((await request.post('/__sandbox/reset')).ok()).toBe(true);
});
test.afterAll(async ({ request }) => {
  await request.post('/__sandbox/reset');
});

test('jan changes his login name by keyboard; it changes only when the link is opened', async ({
  page,
  browser,
}) => {
  // Before: the address jan logs in with.
  await page.goto(routePaths.myData.href());
  await logInWith(page, OLD);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();

  const section = page.getByRole('region', { name: 'E-mailadres wijzigen' });
  const field = section.getByRole('textbox', { name: /^Nieuw e-mailadres/ });
  await tabTo(page, field);
  await page.keyboard.type('😀@example.nl');
  await page.keyboard.press('Enter');
  await expect(field).toHaveAccessibleDescription(/geen emoji of spaties/);
  // The error summary has focus; its link takes the keyboard back to the field.
  await tabTo(page, section.getByRole('link', { name: /geen emoji of spaties/ }));
  await page.keyboard.press('Enter');
  await expect(field).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(NEW);
  await page.keyboard.press('Enter');

  // Confirm: old → new, focus on the step, nothing sent yet.
  const check = section.getByRole('group', { name: 'Klopt je nieuwe e-mailadres?' });
  await expect(check).toBeFocused();
  await expect(check.getByText(OLD, { exact: true })).toBeVisible();
  await expect(check.getByText(NEW, { exact: true })).toBeVisible();
  expect(await mailsTo(page, NEW)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(check.getByRole('button', { name: 'Bevestigingslink sturen' })).toBeFocused();
  await page.keyboard.press('Enter');

  // Pending: said where the link went, focus on it; a link to the new address, a notice to the old.
  const pending = section.getByText('Bevestig je nieuwe e-mailadres');
  await expect(pending).toBeVisible();
  await expect(
    section.getByText(`We hebben een bevestigingslink gestuurd naar ${NEW}.`, { exact: false }),
  ).toBeVisible();
  await expect(section.getByText(`Tot je dat doet, log je in met ${OLD}.`)).toBeVisible();
  await expectNoAxeViolations(page);
  const [verification] = await mailsTo(page, NEW);
  expect(verification?.subject).toBe('Bevestig je nieuwe e-mailadres voor Mijn Vonk');
  expect((await mailsTo(page, OLD)).map((mail) => mail.subject)).toEqual([
    'Je e-mailadres voor Mijn Vonk wordt gewijzigd',
  ]);

  // Unverified, the new address is not the login name; the old one still is.
  expect(await tryLogin(browser, NEW)).toBe('refused');
  expect(await tryLogin(browser, OLD)).toBe('in');

  // The link from the mail: the page names the new login name.
  const link = new URL(verification!.link!, page.url());
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText(`Je nieuwe gebruikersnaam is ${NEW}.`)).toBeVisible();
  // Once read, the link's credential leaves the address bar (ADR 064).
  await expect(page).toHaveURL(endsWith(routePaths.newUsername.href()));
  await expectNoAxeViolations(page);
  expect((await mailsTo(page, OLD)).map((mail) => mail.subject)).toContain(
    'Je e-mailadres voor Mijn Vonk is gewijzigd',
  );

  // Verified: the new address logs in, the old one does not.
  expect(await tryLogin(browser, NEW)).toBe('in');
  expect(await tryLogin(browser, OLD)).toBe('refused');
  // And jan's own data says so, reached by keyboard from the page's login link.
  await tabTo(page, page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await page.goto(routePaths.myData.href());
  await expect(page.getByText(`Je e-mailadres is nu ${NEW}.`, { exact: false })).toBeVisible();
});
