import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';

async function openInvoices(page: Page, login: string) {
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, login);
  await expect(page.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
}

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
