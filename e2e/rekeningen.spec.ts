import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, openAfterLogin } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

const openInvoices = (page: Page, login: string) =>
  openAfterLogin(page, routePaths.invoices.href(), login, 'Rekeningen');

/** Starts a download by `click` and returns the file, its answer's content type and URL. */
async function download(page: Page, click: () => Promise<void>) {
  const [file, response] = await Promise.all([
    page.waitForEvent('download'),
    page.waitForResponse((answer) =>
      new URL(answer.url()).pathname.startsWith('/api/invoices/pdf'),
    ),
    click(),
  ]);
  return {
    name: file.suggestedFilename(),
    bytes: await readFile((await file.path())!),
    contentType: response.headers()['content-type'],
    url: new URL(response.url()),
  };
}

test('jan downloads one invoice as PDF and two as one zip (spec §7.2, §9)', async ({ page }) => {
  await openInvoices(page, 'jan');
  await expectNoAxeViolations(page);

  const pdf = await download(page, () =>
    page.getByRole('button', { name: 'PDF van de rekening van 8 november 2026' }).click(),
  );
  expect(pdf.name).toBe('factuur-2026110001.pdf');
  expect(pdf.contentType).toBe('application/pdf');
  expect(pdf.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('checkbox', { name: 'Kies de rekening van 8 november 2026' }).check();
  await page.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' }).check();
  await expect(page.getByText('2 rekeningen gekozen')).toBeVisible();
  const zip = await download(page, () =>
    page.getByRole('button', { name: 'Download 2 rekeningen als zip' }).click(),
  );
  expect(zip.name).toBe('facturen.zip');
  expect(zip.contentType).toBe('application/zip');
  expect(zip.url.searchParams.getAll('invoiceIds')).toEqual(['inv-2026110001', 'inv-2026100001']);
  expect(zip.bytes.subarray(0, 2).toString()).toBe('PK');
  // The choice stays after the download, for another try or another format.
  await expect(
    page.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' }),
  ).toBeChecked();
});

test('piet sees his arrears: what is late, what happens next and by when, and the way out', async ({
  page,
}) => {
  await openInvoices(page, 'piet');
  await expect(page.getByText('Je hebt een aanmaning gekregen')).toBeVisible();
  await expect(page.getByText(/^Betaal vóór 6 december 2026\. Anders geven we/)).toBeVisible();
  await expect(page.getByRole('link', { name: /nu met iDEAL/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('jan walks the months on /gebruikskosten/bellen, down to an empty month', async ({ page }) => {
  const now = new Date();
  const month = (back: number) =>
    new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric' }).format(
      new Date(now.getFullYear(), now.getMonth() - back, 15),
    );
  const param = (back: number) => {
    const date = new Date(now.getFullYear(), now.getMonth() - back, 15);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  };
  await page.goto(routePaths.usageCalls.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Bellen' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: month(0) })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Maanden' });
  await expect(nav.getByRole('link', { name: /^Volgende maand/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  for (const back of [1, 2]) {
    await nav.getByRole('link', { name: `Vorige maand: ${month(back)}` }).click();
    await expect(page).toHaveURL(endsWith(routePaths.usageCalls.href({ maand: param(back) })));
    await expect(page.getByRole('heading', { level: 2, name: month(back) })).toBeVisible();
  }
  await expect(
    page.getByText(`In ${month(2)} heb je geen gesprekken gevoerd die apart kosten.`),
  ).toBeVisible();
  await nav.getByRole('link', { name: `Volgende maand: ${month(1)}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: month(1) })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 2, name: month(2) })).toBeVisible();
});

test('jan sees his usage costs per month as a chart and as a table', async ({ page }) => {
  await page.goto(routePaths.usage.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Gebruikskosten' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^Gebruikskosten van / })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Gebruikskosten per maand' }).getByRole('row'),
  ).toHaveCount(7);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Bekijk je gesprekken per maand' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.usageCalls.href()));
});

test('a link to one credit opens /rekeningen on its detail; Back and forth follow it (ADR 071)', async ({
  page,
}) => {
  const link = routePaths.invoices.href({ tegoed: 'CR-1001' });
  const detailAsked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith('/api/credits/CR-1001'),
  );
  await page.goto(link);
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(link));
  await detailAsked;
  const credits = page.getByRole('region', { name: 'Tegoeden' });
  const detail = credits.getByLabel('Details van Korting contractverlenging');
  await expect(detail).toBeVisible();
  await expect(credits.getByText('Verrekend met je rekening van 8 september 2026')).toBeVisible();
  await expectNoAxeViolations(page);

  await credits.getByRole('button', { name: 'Verberg Korting contractverlenging' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.invoices.href()));
  await expect(detail).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(endsWith(link));
  await expect(detail).toBeVisible();
});
