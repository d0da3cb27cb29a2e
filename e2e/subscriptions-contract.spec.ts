import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { personas } from '@vonk/sandbox/personas';
import { formatDateInText, formatEuro } from '@vonk/ui';
import { expectNoAxeViolations, openAfterLogin, resetSandbox } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';

// Issue #28 (ADR 133): the contract summary as data and the best-tariff advice on /abonnementen.
const openSubscriptions = (page: Page, persona: string) =>
  openAfterLogin(page, routePaths.subscriptions.href(), persona, 'Abonnementen');
const euro = (amount: number) => formatEuro(amount).replace(/\s/g, ' ');
const row = (page: Page, term: string) =>
  page
    .getByRole('region', { name: 'Je contract' })
    .locator('dt', { hasText: term })
    .locator('xpath=following-sibling::dd[1]');

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('contract-eindigt reads her summary and the best tariff: € 14,50 a month less, axe-clean', async ({
  page,
}) => {
  await openSubscriptions(page, 'contract-eindigt');
  const end = formatDateInText(personas['contract-eindigt'].details.contract.endDate!);
  const contract = page.getByRole('region', { name: 'Je contract' });
  await expect(contract.getByText(`Je contract loopt tot ${end}.`)).toBeVisible();
  await expect(row(page, 'Minimale looptijd')).toContainText(`24 maanden, tot ${end}`);
  await expect(row(page, 'Opzegtermijn')).toContainText('1 maand');
  await expect(row(page, 'Kosten bij eerder opzeggen')).toContainText(euro(154));
  await expect(row(page, 'Maandprijs')).toContainText(`${euro(77)} voor internet en tv`);
  const advice = page.getByRole('region', { name: 'Je voordeligste tarief' });
  await expect(
    advice.getByText(`Internet Start voor ${euro(45)} per maand, nu betaal je ${euro(57.5)}`),
  ).toBeVisible();
  await expect(
    advice.getByText(`TV Start voor ${euro(17.5)} per maand, nu betaal je ${euro(19.5)}`),
  ).toBeVisible();
  await expect(advice.getByText(`Je bespaart ${euro(14.5)} per maand.`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test('contract-voorbij: the term has ended, cancelling costs nothing, already the best tariff', async ({
  page,
}) => {
  await openSubscriptions(page, 'contract-voorbij');
  const end = formatDateInText(personas['contract-voorbij'].details.contract.endDate!);
  await expect(
    page.getByText(`Je minimale looptijd is voorbij sinds ${end}. Je kan elke maand opzeggen.`),
  ).toBeVisible();
  await expect(row(page, 'Kosten bij eerder opzeggen')).toContainText(
    'Geen: je minimale looptijd is voorbij',
  );
  await expect(
    page.getByText('Je hebt al het voordeligste tarief voor je diensten.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('contract-midden: mid-term, the remaining 12 monthly fees, no advice yet', async ({
  page,
}) => {
  await openSubscriptions(page, 'contract-midden');
  await expect(row(page, 'Kosten bij eerder opzeggen')).toContainText(
    `${euro(1266)}: de maandprijs voor de 12 maanden`,
  );
  await expect(page.getByRole('region', { name: 'Je voordeligste tarief' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
