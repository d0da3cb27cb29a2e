import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { daysFromNow, fillDate } from '../support/dateFields.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectNoAxeViolations, resetSandbox } from '../support/session.ts';

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
  await expect(page).toHaveURL(new RegExp(`referentie=${label.reference}$`));
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
