import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

// Issue #12 /bestellingen: the completed orders in pages of 10, and an order by its own link.
test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
});

test('jan pages to the second page of completed orders', async ({ page }) => {
  await page.goto(routePaths.orders.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('list', { name: 'Voortgang van bestelling ORD-1012' })).toBeVisible();
  await expect(page.getByRole('table', { name: /pagina 1 van 2$/ }).getByRole('row')).toHaveCount(
    11,
  );
  // Every order link names its order (issue #30, WCAG 2.4.4): "Product erbij" alone was six links.
  const links = page.getByRole('table', { name: /pagina 1 van 2$/ }).getByRole('link');
  const names = await links.allTextContents();
  expect(names).toHaveLength(10);
  expect(new Set(names).size).toBe(10);
  await expect(links.first()).toHaveAccessibleName(/, bestelling ORD-\d+ van \d+ \w+ \d{4}\)$/);
  await expectNoAxeViolations(page);
  await page
    .getByRole('navigation', { name: "Pagina's met afgeronde bestellingen" })
    .getByRole('link', { name: 'Volgende' })
    .click();
  await expect(page).toHaveURL(endsWith(routePaths.orders.href({ pagina: '2' })));
  const second = page.getByRole('table', { name: /pagina 2 van 2$/ });
  await expect(second.getByRole('row')).toHaveCount(2);
  await expect(second.getByRole('link', { name: 'Nieuw abonnement' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// Issue #26: an old link past the last page said "no completed orders"; it lands on the last page,
// its URL replaced (ADR 119), so Back does not return to the empty one.
test('jan opens ?pagina=99 and lands on the last page of completed orders', async ({ page }) => {
  await page.goto(routePaths.orders.href({ pagina: '99' }));
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(routePaths.orders.href({ pagina: '2' })));
  const last = page.getByRole('table', { name: /pagina 2 van 2$/ });
  await expect(last.getByRole('link', { name: 'Nieuw abonnement' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen afgeronde bestellingen.')).toHaveCount(0);
  await expect(
    page
      .getByRole('navigation', { name: "Pagina's met afgeronde bestellingen" })
      .getByRole('link', { name: 'Pagina 2' }),
  ).toHaveAttribute('aria-current', 'page');
});

test('jan opens an order by its deep link and goes back to the list', async ({ page }) => {
  const href = routePaths.orderDetail.href({ orderId: 'ORD-1011' });
  await page.goto(href);
  await logInAtIdp(page, 'jan');
  await expect(page).toHaveURL(endsWith(href));
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling' })).toBeVisible();
  await expect(page).toHaveTitle('Bestelling | Mijn Vonk');
  const card = page.getByRole('region', { name: 'Product gewijzigd' });
  await expect(card.getByText('Overal Veilig Online')).toBeVisible();
  await expect(card.getByText('Actief, huidige stap')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(routePaths.orders.href());
  await page.getByRole('link', { name: 'Bekijk bestelling ORD-1012' }).click();
  await expect(page).toHaveURL(endsWith(routePaths.orderDetail.href({ orderId: 'ORD-1012' })));
  await expect(page.getByText('Besteld, huidige stap')).toBeVisible();
});
