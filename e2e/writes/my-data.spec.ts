import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Issue #13 /mijn-gegevens and /download-inzageverzoek: jan changes his own data in the portal
// (writes, to this worker's own copy, ADR 086), downloads his contract and his data; kees's
// data is not ready yet.

async function open(page: Page, path: string, persona = 'jan') {
  await page.goto(path);
  await logInAtIdp(page, persona);
  await expect(page).toHaveURL(endsWith(path));
}
const form = (page: Page, name: string) => page.getByRole('form', { name });

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan changes his primary e-mail address and lands on /nieuwe-gebruikersnaam', async ({
  page,
}) => {
  await open(page, routePaths.myData.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = form(page, 'E-mailadres wijzigen');
  await email.getByRole('textbox', { name: /^Nieuw e-mailadres/ }).fill('jan@vonk');
  await email.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(
    email.getByRole('textbox', { name: /^Nieuw e-mailadres/ }),
  ).toHaveAccessibleDescription(/Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld\.nl\./);
  await email.getByRole('textbox', { name: /^Nieuw e-mailadres/ }).fill('jan.nieuw@example.nl');
  await email.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.newUsername.href()));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je nieuwe gebruikersnaam is ingesteld' }),
  ).toBeVisible();
});

test('jan changes his password: a wrong current password is said at its field', async ({
  page,
}) => {
  await open(page, routePaths.myData.href());
  const password = form(page, 'Wachtwoord wijzigen');
  const current = password.getByLabel('Huidig wachtwoord');
  await current.fill('verkeerd');
  await password.getByLabel('Nieuw wachtwoord').fill('Zomer2026!');
  await expect(password.getByText('Sterkte: redelijk')).toBeVisible();
  await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(current).toHaveAccessibleDescription(/Je huidige wachtwoord is niet juist\./);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await current.fill('welkom');
  await password.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  const saved = page.getByRole('status').filter({
    hasText: 'Je wachtwoord is gewijzigd. Gebruik voortaan je nieuwe wachtwoord om in te loggen.',
  });
  await expect(saved).toBeFocused();
  await expect(form(page, 'Wachtwoord wijzigen').getByLabel('Nieuw wachtwoord')).toHaveValue('');
});

test('jan downloads contract.pdf and gdprdata.txt', async ({ page }) => {
  await open(page, routePaths.myData.href());
  const contract = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download je contract (pdf)' }).click();
  expect((await contract).suggestedFilename()).toBe('contract.pdf');

  await page.getByRole('link', { name: 'Meer over je inzageverzoek' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.privacyDataRequest.href()));
  await expect(page.getByText('Klaar om te downloaden')).toBeVisible();
  await expectNoAxeViolations(page);
  const data = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download je gegevens (gdprdata.txt)' }).click();
  expect((await data).suggestedFilename()).toBe('gdprdata.txt');
});

test('kees’s inzageverzoek is still being prepared: no download yet', async ({ page }) => {
  await open(page, routePaths.privacyDataRequest.href(), 'kees');
  await expect(page.getByText('Wordt voorbereid')).toBeVisible();
  await expect(page.getByRole('button', { name: /Download je gegevens/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('jan turns off SMS for offers; after the refetch e-mail is still on', async ({ page }) => {
  await open(page, routePaths.myData.href());
  const privacy = form(page, 'Privacy');
  const offers = privacy.getByRole('group', { name: 'Aanbiedingen' });
  await offers.getByRole('checkbox', { name: 'Sms' }).uncheck();
  await privacy.getByRole('button', { name: 'Privacy-instellingen opslaan' }).click();
  await expect(privacy.getByText('Je privacy-instellingen zijn opgeslagen.')).toBeVisible();
  await page.reload();
  const reloaded = form(page, 'Privacy').getByRole('group', { name: 'Aanbiedingen' });
  await expect(reloaded.getByRole('checkbox', { name: 'Sms' })).not.toBeChecked();
  await expect(reloaded.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expectNoAxeViolations(page);
});
