import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
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
const JAN = personas.jan.account.personInformation.primaryEmailAddress;

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

/** The verification link the sandbox "sent" to `to` (ADR 128), as a path on the portal. */
async function linkSentTo(page: Page, to: string): Promise<string> {
  const response = await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as { link: string | null }[];
  const link = mails.findLast((mail) => mail.link)?.link;
  expect(link, `a link to ${to}`).toBeTruthy();
  const url = new URL(link!, page.url());
  return `${url.pathname}${url.search}`;
}

test('jan changes his primary e-mail address: refused, confirmed, pending, then verified by the link', async ({
  page,
}, { workerIndex }) => {
  const next = `jan.w${workerIndex}@nieuw.example`;
  await open(page, routePaths.myData.href());
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn gegevens' })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = form(page, 'E-mailadres wijzigen');
  const field = email.getByRole('textbox', { name: /^Nieuw e-mailadres/ });
  // What was saved at once before ADR 128: a script tag, an emoji, a shape without a domain.
  for (const [typed, said] of [
    ['<script>@x.nl', /Vóór de @ kunnen alleen letters zonder accenten/],
    ['😀@example.nl', /geen emoji of spaties/],
    ['jan@vonk', /Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld\.nl\./],
  ] as const) {
    await field.fill(typed);
    await email.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
    await expect(field).toHaveAccessibleDescription(said);
  }
  await field.fill('jan@gmial.com');
  await expect(email.getByText('Bedoel je jan@gmail.com?')).toBeVisible();
  await field.fill(next);
  await email.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  const check = email.getByRole('group', { name: 'Klopt je nieuwe e-mailadres?' });
  await expect(check.getByText(next, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await check.getByRole('button', { name: 'Bevestigingslink sturen' }).click();
  const section = page.getByRole('region', { name: 'E-mailadres wijzigen' });
  await expect(
    section.getByText(`We hebben een bevestigingslink gestuurd naar ${next}.`, { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // Nothing changed yet: after a reload the old address is still the login name.
  await page.reload();
  await expect(section.getByText(`Tot je dat doet, log je in met ${JAN}.`)).toBeVisible();

  await page.goto(await linkSentTo(page, next));
  await expect(page.getByText(`Je nieuwe gebruikersnaam is ${next}.`)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Je nieuwe gebruikersnaam is ingesteld' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(routePaths.myData.href());
  await expect(page.getByText(`Je e-mailadres is nu ${next}.`, { exact: false })).toBeVisible();
});

test('jan cancels a pending change; its link then says it does not work', async ({ page }, {
  workerIndex,
}) => {
  const next = `jan.annuleert.w${workerIndex}@nieuw.example`;
  await open(page, routePaths.myData.href());
  const email = form(page, 'E-mailadres wijzigen');
  await email.getByRole('textbox', { name: /^Nieuw e-mailadres/ }).fill(next);
  await email.getByRole('button', { name: 'E-mailadres wijzigen' }).click();
  await email.getByRole('button', { name: 'Bevestigingslink sturen' }).click();
  const section = page.getByRole('region', { name: 'E-mailadres wijzigen' });
  await section.getByRole('button', { name: 'Link opnieuw sturen' }).click();
  await expect(section.getByText(/^We hebben een nieuwe link gestuurd naar/)).toBeVisible();
  const link = await linkSentTo(page, next);
  await section.getByRole('button', { name: 'Wijziging annuleren' }).click();
  await expect(
    section.getByText(/^De wijziging is geannuleerd\. Je e-mailadres blijft/),
  ).toBeVisible();
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Deze link werkt niet' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('jan changes his password: a wrong current password is said at its field', async ({
  page,
}) => {
  await open(page, routePaths.myData.href());
  const password = form(page, 'Wachtwoord wijzigen');
  const current = password.getByLabel('Huidig wachtwoord');
  await current.fill('verkeerd');
  const newPassword = password.getByLabel('Nieuw wachtwoord');
  await newPassword.fill('zomer');
  // The rules are read with the field (issue #30, WCAG 1.3.1), each with whether it is met.
  await expect(newPassword).toHaveAccessibleDescription(
    /^Je nieuwe wachtwoord heeft:\s*minstens 8 tekens: nog niet\s*een hoofdletter en een kleine letter: nog niet\s*een cijfer of leesteken: nog niet/,
  );
  await newPassword.fill('Zomer2026!');
  await expect(password.getByText('Sterkte: redelijk')).toBeVisible();
  await expect(newPassword).toHaveAccessibleDescription(/minstens 8 tekens: in orde/);
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
