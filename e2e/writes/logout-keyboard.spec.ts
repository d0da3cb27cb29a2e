import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { tabTo } from '../support/orderFlow.ts';
import { expectNoAxeViolations, PASSWORD, personaLogin, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Spec §4 logout without a mouse (WCAG 2.1.1): log in at the sandbox IdP, reach "Uitloggen" in
// the header with Tab alone, and log in again by keyboard from where the logout ends. A customer's
// own logout passes /logout (revoke, remove, end session) and ends on the IdP's "Je bent
// uitgelogd." page (ADR 056); only sessions the portal ends itself come back to /logout.

/** Where oidc-provider ends a session that names no post-logout URI (the sandbox IdP, port 4001). */
const IDP_LOGGED_OUT = 'http://localhost:4001/session/end/success';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The IdP's login form by keyboard: Tab to each field, type, Enter submits. */
async function logInByKeyboard(page: Page, username: string) {
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
  await tabTo(page, 'Gebruikersnaam');
  await page.keyboard.type(personaLogin(username));
  await tabTo(page, 'Wachtwoord');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
}

test('a customer logs out and in again with the keyboard only', async ({ page }) => {
  await page.goto(routePaths.dashboard.href());
  await logInByKeyboard(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();

  const logout = page.getByRole('banner').getByRole('button', { name: 'Uitloggen' });
  await tabTo(page, 'Uitloggen');
  await expect(logout).toBeFocused();
  await page.keyboard.press('Enter');

  // Not the portal's /logout (it only passes through it): the IdP's end of the session.
  await expect(page).toHaveURL(IDP_LOGGED_OUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd.' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The IdP session ended too: logging in again asks for the password.
  await tabTo(page, 'Opnieuw inloggen');
  await expect(page.getByRole('link', { name: 'Opnieuw inloggen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await logInByKeyboard(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.dashboard.href()));
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  await expect(page.getByText('Welkom, Jan.')).toBeVisible();
});
