import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from '../support/session.ts';
import { endsWith, routePaths } from '../support/routePaths.ts';
import { expectSuccess, tabTo } from '../support/orderFlow.ts';

// Issue #28, CRD art. 11a (ADR 130): the withdrawal function in two steps, the receipt in the
// portal and the acknowledgement in the sandbox's outbox. Writes to this worker's copy (ADR 086).
const BRAM = personas.bezorging.account.personInformation.primaryEmailAddress;

interface Mail {
  to: string;
  subject: string;
  text: string;
}
const mailsTo = async (page: Page, to: string): Promise<Mail[]> =>
  (await page.request.get(`/__sandbox/outbox?to=${encodeURIComponent(to)}`)).json();

test.afterEach(async ({ page }) => {
  await resetSandbox(page);
});

test('bezorging withdraws the migration ordered three days ago in two steps: receipt and e-mail', async ({
  page,
}) => {
  await page.goto(routePaths.orders.href());
  await logInAtIdp(page, 'bezorging');
  const migration = page.getByRole('region', { name: 'Overstap naar het nieuwe netwerk' });
  await expect(
    migration.getByText(/^Je kunt deze bestelling nog tot en met .+ herroepen\.$/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await migration
    .getByRole('link', { name: 'Overeenkomst hier herroepen (bestelling ORD-1203)' })
    .click();

  // Step 1: only what identifies the contract, prefilled.
  await expect(page).toHaveURL(endsWith(routePaths.orderWithdrawal.href({ orderId: 'ORD-1203' })));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Overeenkomst herroepen' }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Welke overeenkomst wil je herroepen?' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Je naam/ })).toHaveValue('Bram de Wit');
  await expect(page.getByRole('checkbox', { name: 'Internet Extra' })).toBeChecked();
  await expect(
    page.getByRole('textbox', { name: /^E-mailadres voor de ontvangstbevestiging/ }),
  ).toHaveValue(BRAM);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Verder naar bevestigen' }).click();

  // Step 2: the separate confirmation; nothing was sent before it.
  await expect(page).toHaveURL(
    endsWith(routePaths.orderWithdrawal.href({ orderId: 'ORD-1203', stap: 'bevestigen' })),
  );
  await expect(page.getByRole('heading', { name: 'Bevestig je herroeping' })).toBeVisible();
  expect(await mailsTo(page, BRAM)).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Herroeping hier bevestigen' }).click();

  // The receipt: content, date and time; downloadable; the same in the outbox.
  await expect(page).toHaveURL(
    endsWith(routePaths.orderWithdrawal.href({ orderId: 'ORD-1203', stap: 'ontvangen' })),
  );
  const receipt = page.getByRole('region', { name: 'Ontvangstbevestiging van je herroeping' });
  await expect(
    receipt.getByText(`Deze bevestiging hebben we ook gemaild naar ${BRAM}.`, { exact: false }),
  ).toBeVisible();
  await expect(receipt.getByText(/^\d{1,2} \w+ \d{4} om \d{2}:\d{2}$/)).toBeVisible();
  await expect(
    receipt.getByText('Wat je al betaalde, krijg je terug op je volgende rekening.'),
  ).toBeVisible();
  await expectSuccess(page, 'SS - Herroepen', 'Overeenkomst herroepen');
  await expectNoAxeViolations(page);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    receipt.getByRole('button', { name: 'Ontvangstbevestiging downloaden' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^herroeping-HRP-[0-9A-Z]+\.txt$/);
  const file = await readFile((await download.path())!, 'utf8');
  expect(file).toContain('Ontvangstbevestiging herroeping');
  expect(file).toContain('Bestelling: ORD-1203, besteld op');
  expect(file).toMatch(/Ontvangen op: .+ om \d{2}:\d{2}/);
  const mails = await mailsTo(page, BRAM);
  expect(mails.map((mail) => mail.subject)).toContain(
    'Ontvangstbevestiging herroeping bestelling ORD-1203',
  );

  // The order now shows its withdrawal.
  await page.goto(routePaths.orderDetail.href({ orderId: 'ORD-1203' }));
  await expect(
    page.getByText(/Je hebt deze bestelling herroepen op .+ om \d{2}:\d{2}\./),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /Overeenkomst hier herroepen/ })).toHaveCount(0);
});

test('an order outside its period shows no function, and its link says why', async ({ page }) => {
  await page.goto(routePaths.orderDetail.href({ orderId: 'ORD-1200' }));
  await logInAtIdp(page, 'bezorging');
  await expect(page.getByRole('list', { name: 'Voortgang van bestelling ORD-1200' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Overeenkomst hier herroepen/ })).toHaveCount(0);
  await page.goto(routePaths.orderWithdrawal.href({ orderId: 'ORD-1200' }));
  await expect(page.getByText('Deze bestelling kun je niet herroepen')).toBeVisible();
  await expect(page.getByText('De bedenktijd liep tot en met 2 juni 2020.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('jan adds a package and withdraws it the same day, by keyboard only', async ({ page }) => {
  await page.goto(routePaths.subscriptionsTvPackages.href({ product: 'Film1', stap: 'overzicht' }));
  await logInAtIdp(page, 'jan');
  await tabTo(page, 'Bestellen');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();

  // The open order blocks cancelling Film1; the block says it can be withdrawn instead.
  await page.goto(routePaths.orders.href());
  const card = page.getByRole('region', { name: 'Product erbij' }).filter({ hasText: 'Film1' });
  await expect(
    card.getByText(/^Je kunt deze bestelling nog tot en met .+ herroepen\.$/),
  ).toBeVisible();
  const action = card.getByRole('link', { name: /^Overeenkomst hier herroepen \(bestelling / });
  await tabTo(page, 'Overeenkomst hier herroepen');
  await expect(action).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Welke overeenkomst wil je herroepen?' }),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Film1' })).toBeChecked();
  await tabTo(page, 'Verder naar bevestigen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Bevestig je herroeping' })).toBeFocused();
  await tabTo(page, 'Herroeping hier bevestigen');
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { name: 'Ontvangstbevestiging van je herroeping' }),
  ).toBeFocused();
  await expect(
    page.getByRole('heading', { name: 'Ontvangstbevestiging van je herroeping' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await expectSuccess(page, 'SS - Herroepen', 'Overeenkomst herroepen');
});
