import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, openAfterLogin } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';

// Issue #26: what can be done about arrears is decided once (arrearsOptions) and every section
// of /rekeningen says the same. These customers cannot make an arrangement; before, the
// postponement said "Een betalingsregeling kan misschien wel." right below "not possible".

const openInvoices = (page: Page, login: string) =>
  openAfterLogin(page, routePaths.invoices.href(), login, 'Rekeningen');

const region = (page: Page, name: string) => page.getByRole('region', { name });

for (const [login, why] of [
  [
    'lage-achterstand',
    /is te laag voor een betalingsregeling\. Een betalingsregeling kan vanaf €\s25,00\.$/,
  ],
  ['incasso', /^Je achterstand is al bij incassobureau Incasso Noord\./],
  ['geen-regeling', /^Een betalingsregeling is nu niet mogelijk\.$/],
] as const) {
  test(`${login}: no arrangement, and no section says one might be possible`, async ({ page }) => {
    await openInvoices(page, login);
    await expect(region(page, 'Betalingsregeling').getByText(why)).toBeVisible();
    const postpone = region(page, 'Uitstel van betaling');
    await expect(
      postpone.getByText('Uitstel kan niet zolang er een rekening te laat betaald is.'),
    ).toBeVisible();
    await expect(postpone.getByText(/betalingsregeling/)).toHaveCount(0);
    await expect(page.getByText(/kan misschien wel/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Spreek een betalingsregeling af/ })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: 'Bekijk je termijnen' })).toHaveCount(0);
  });
}

test('incasso is told which agency has the arrears and how to reach it (ADR 117)', async ({
  page,
}) => {
  await openInvoices(page, 'incasso');
  await expect(
    page.getByText('We hebben je betalingsachterstand uit handen gegeven'),
  ).toBeVisible();
  await expect(
    page.getByText(
      'Incasso Noord neemt contact met je op. Betaal zo snel mogelijk, dan komen er geen extra kosten bij.',
    ),
  ).toBeVisible();
  await expect(page.getByText(/neem contact op met het incassobureau/i)).toHaveCount(0);
  const arrangement = region(page, 'Betalingsregeling');
  await expect(
    arrangement.getByText(
      'Neem contact op met Incasso Noord. Met hen kun je een betalingsregeling afspreken.',
    ),
  ).toBeVisible();
  const reach = arrangement.getByRole('list', { name: 'Zo bereik je Incasso Noord' });
  await expect(reach.getByRole('link', { name: 'Bel 088-1234567' })).toHaveAttribute(
    'href',
    'tel:0881234567',
  );
  await expect(reach.getByRole('link', { name: /^Website van Incasso Noord/ })).toHaveAttribute(
    'href',
    'https://www.incassonoord.example',
  );
  // The dunning notice says it too: the way out of arrears.
  await expect(page.getByRole('list', { name: 'Zo bereik je Incasso Noord' })).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('piet may make an arrangement: the postponement points to it, the overview links to it', async ({
  page,
}) => {
  await openInvoices(page, 'piet');
  await expect(
    region(page, 'Uitstel van betaling').getByRole('link', {
      name: 'Je kunt wel een betalingsregeling afspreken',
    }),
  ).toHaveAttribute('href', '#betalingsregeling');
  await expect(
    page.getByRole('link', {
      name: 'Kun je niet alles in één keer betalen? Spreek een betalingsregeling af',
    }),
  ).toBeVisible();
  await expect(page.getByText(/kan misschien wel/)).toHaveCount(0);
});
