import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #13 /instellingen (fixed line) and /instellingen/tv: writes, to this worker's own
// copies (ADR 086).

async function open(page: Page, path: string, persona: string) {
  await page.goto(path);
  await logInAtIdp(page, persona);
  await expect(page).toHaveURL(endsWith(path));
}
const jansLine = (page: Page) => page.getByRole('region', { name: 'Vast nummer 030-1234567' });

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan blocks premium numbers and sees them blocked after the refetch', async ({ page }) => {
  await open(page, routePaths.settings.href(), 'jan');
  const line = jansLine(page);
  await expect(line.getByText('Nu geblokkeerd: anonieme bellers.')).toBeVisible();
  await expectNoAxeViolations(page);
  await line.getByRole('checkbox', { name: 'Betaalnummers (0900, 0906, 0909)' }).check();
  await line.getByRole('button', { name: 'Blokkeren opslaan' }).click();
  await expect(
    line.getByText('Nu geblokkeerd: anonieme bellers en betaalnummers (0900, 0906, 0909).'),
  ).toBeVisible();
  await page.reload();
  await expect(
    jansLine(page).getByRole('checkbox', { name: 'Betaalnummers (0900, 0906, 0909)' }),
  ).toBeChecked();
});

test('jan sets forwarding with an invalid then a valid number', async ({ page }) => {
  await open(page, routePaths.settings.href(), 'jan');
  const form = jansLine(page).getByRole('form', { name: 'Voicemail en doorschakelen' });
  // The switch's native input is visually hidden behind its track: toggled as a person would, by Space.
  await form.getByRole('switch', { name: 'Doorschakelen' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('radio', { name: 'Als ik niet opneem' }).focus();
  await page.keyboard.press('Space');
  const destination = form.getByRole('textbox', { name: /^Doorschakelen naar/ });
  await destination.fill('06 1234');
  await form.getByRole('button', { name: 'Voicemail en doorschakelen opslaan' }).click();
  await expect(destination).toHaveAttribute('aria-invalid', 'true');
  await expect(destination).toHaveAccessibleDescription(
    /Vul een Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 06 12345678\./,
  );
  await destination.fill('06 12345678');
  await form.getByRole('button', { name: 'Voicemail en doorschakelen opslaan' }).click();
  await expect(form.getByText('Voicemail en doorschakelen zijn opgeslagen.')).toBeVisible();
  await page.reload();
  const reloaded = jansLine(page).getByRole('form', { name: 'Voicemail en doorschakelen' });
  await expect(reloaded.getByRole('textbox', { name: /^Doorschakelen naar/ })).toHaveValue(
    '0612345678',
  );
  await expect(reloaded.getByRole('radio', { name: 'Als ik niet opneem' })).toBeChecked();
});

test('jan resets the SIP password and sees it once', async ({ page }) => {
  await open(page, routePaths.settings.href(), 'jan');
  const line = jansLine(page);
  await line.getByRole('button', { name: 'Nieuw SIP-wachtwoord aanmaken' }).click();
  await line.getByRole('button', { name: 'Ja, maak een nieuw wachtwoord' }).click();
  await expect(
    line.getByText('Je ziet dit wachtwoord maar één keer. Kopieer of noteer het nu.'),
  ).toBeVisible();
  const password = await line.locator('[data-sip-password]').textContent();
  expect(password).toMatch(/^[a-z2-9]{12}$/);
  await expectNoAxeViolations(page);
  // Once: after leaving and coming back, it is gone.
  await page.getByRole('link', { name: 'Naar je TV-instellingen' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.tvSettings.href()));
  await page.goBack();
  await expect(
    jansLine(page).getByRole('button', { name: 'Nieuw SIP-wachtwoord aanmaken' }),
  ).toBeVisible();
  await expect(page.getByText(password!)).toHaveCount(0);
});

test('piet sets the TV age limit', async ({ page }) => {
  await open(page, routePaths.tvSettings.href(), 'piet');
  await expect(page.getByRole('heading', { level: 1, name: 'TV' })).toBeVisible();
  await expectNoAxeViolations(page);
  const form = page.getByRole('form', { name: 'TV-instellingen' });
  await form.getByRole('switch', { name: 'Kinderslot' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('radio', { name: '12 jaar' }).focus();
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: 'TV-instellingen opslaan' }).click();
  await expect(form.getByText('Je TV-instellingen zijn opgeslagen.')).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: 'TV-instellingen' }).getByRole('radio', { name: '12 jaar' }),
  ).toBeChecked();
});
