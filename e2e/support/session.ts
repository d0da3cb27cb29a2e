import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const PASSWORD = 'welkom';

/** Fills the sandbox identity provider's Dutch login page for real. */
export async function logInAtIdp(page: Page, username: string, password = PASSWORD): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Inloggen bij Mijn Vonk' })).toBeVisible();
  await page.getByLabel('Gebruikersnaam').fill(username);
  await page.getByLabel('Wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** WCAG 2.2 AA on the page as it is now; a violation fails the test. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Restores every persona and clears faults through the portal's own origin. */
export async function resetSandbox(page: Page): Promise<void> {
  const response = await page.request.post('/__sandbox/reset');
  expect(response.ok()).toBe(true);
}
