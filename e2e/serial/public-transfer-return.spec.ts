import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { daysFromNow, fillDate } from '../support/dateFields.ts';
import { expectNoAxeViolations, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';

// Public pages of spec §2.1 reached from an e-mail: /retour-label?referentie={reference} and
// /overstappen-afronden/{reference}, against the real sandbox, without logging in.

const label = personas.jan.returnLabels![0]!;
const dossier = personas.sanne.transfer!;

// Sanne's dossier is one shared record: these tests change it, one at a time.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('/retour-label by reference shows the return and downloads the label PDF', async ({
  page,
}) => {
  await page.goto(routePaths.returnLabel.href({ referentie: label.reference }));
  await expect(page.getByRole('heading', { level: 1, name: 'Retourlabel' })).toBeVisible();
  const contents = page.getByRole('region', { name: 'Dit gaat in de doos' });
  for (const name of label.productNames) await expect(contents.getByText(name)).toBeVisible();
  await expect(page.getByText(label.orderId)).toBeVisible();
  await expect(page.getByText('Inleveren uiterlijk')).toBeVisible();
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download retourlabel (PDF)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`retourlabel-${label.orderId}.pdf`);
  const file = await readFile(await download.path());
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('/retour-label asks for the reference and says when it is unknown', async ({ page }) => {
  await page.goto(routePaths.returnLabel.href());
  const field = page.getByRole('textbox', { name: /Retourreferentie/ });
  await page.getByRole('button', { name: 'Retourlabel opzoeken' }).click();
  await expect(page.getByText('Vul je retourreferentie in.')).toBeVisible();
  await expect(field).toBeFocused();
  await field.fill('RET-2026-9999');
  await field.press('Enter');
  await expect(page.getByText('We kunnen deze retourreferentie niet vinden')).toBeVisible();
  await expect(field).toHaveValue('RET-2026-9999');
  // Once read, the reference leaves the address bar (links-never-act.spec.ts), unknown or not.
  await expect(page).toHaveURL(endsWith(routePaths.returnLabel.href()));
  await expectNoAxeViolations(page);
  await field.fill(label.reference);
  await field.press('Enter');
  await expect(page.getByRole('button', { name: 'Download retourlabel (PDF)' })).toBeVisible();
});

test('/overstappen-afronden checks the details, saves them and shows the dossier submitted', async ({
  page,
}) => {
  await page.goto(routePaths.completeTransfer.href());
  await page.getByRole('textbox', { name: /Referentie van je overstap/ }).fill(dossier.reference);
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL(
    endsWith(routePaths.completeTransfer.href({ reference: dossier.reference })),
  );
  await expect(page.getByText('Wacht op je gegevens')).toBeVisible();
  const provider = page.getByRole('textbox', { name: /^Huidige provider/ });
  await expect(provider).toHaveValue(dossier.currentProvider!);
  await expectNoAxeViolations(page);

  // By keyboard: leaving a field checks it.
  const phone = page.getByRole('textbox', { name: /^Telefoonnummer/ });
  await phone.fill('06 1234');
  await phone.press('Tab');
  const phoneError =
    'Vul een Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 06 12345678.';
  await expect(page.getByText(phoneError)).toBeVisible();

  // On submit by mouse, straight from a field: every field, summarised; the click is not lost to
  // a blur check that moves the button.
  await provider.fill('');
  await fillDate(page, /Gewenste overstapdatum/, daysFromNow(-1));
  await page.getByRole('button', { name: 'Gegevens versturen' }).click();
  const summary = page.getByRole('alert', { name: 'Controleer deze gegevens:' });
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole('link', { name: 'Vul de naam van je huidige provider in.' }),
  ).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Vul de einddatum van je contract in.' }),
  ).toBeVisible();
  await expect(
    summary.getByRole('link', { name: 'Kies een overstapdatum vandaag of later.' }),
  ).toBeVisible();
  await expect(summary.getByRole('link', { name: phoneError })).toBeVisible();
  await expectNoAxeViolations(page);

  await provider.fill(dossier.currentProvider!);
  await page.getByRole('textbox', { name: /^Klantnummer/ }).fill('GN-77812');
  await fillDate(page, /Einddatum van je contract/, daysFromNow(30));
  await fillDate(page, /Gewenste overstapdatum/, daysFromNow(45));
  await phone.fill('+31 6 8765 4321');
  await page.getByRole('button', { name: 'Gegevens versturen' }).click();

  await expect(page.getByText('Je gegevens zijn verstuurd')).toBeVisible();
  await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gegevens versturen' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Je gegevens' })).toContainText('0687654321');
  await expectNoAxeViolations(page);

  // Opened again from the e-mail: the dossier shows as submitted, without the form.
  await page.reload();
  await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gegevens versturen' })).toHaveCount(0);
});

test('/overstappen-afronden with an unknown reference says so and offers another', async ({
  page,
}) => {
  await page.goto(routePaths.completeTransfer.href({ reference: 'OV-2026-9999' }));
  await expect(page.getByText('We kunnen deze overstap niet vinden')).toBeVisible();
  const field = page.getByRole('textbox', { name: /Referentie van je overstap/ });
  await expect(field).toHaveValue('OV-2026-9999');
  await expectNoAxeViolations(page);
  await field.fill(dossier.reference);
  await field.press('Enter');
  await expect(page.getByText('Wacht op je gegevens')).toBeVisible();
});
