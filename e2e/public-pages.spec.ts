import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

test('an unknown path lands on /404 with the spec texts', async ({ page }) => {
  await page.goto('/bestaat-niet/echt-niet');
  await expect(page).toHaveURL(endsWith(routePaths.notFound.href()));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Sorry! Wij kunnen de pagina niet vinden.' }),
  ).toBeVisible();
  await expect(
    page.getByText(
      'De pagina die je zoekt bestaat niet. Of niet meer. Of er zit een foutje in de link.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar Mijn Vonk' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/error shows the spec texts without logging in', async ({ page }) => {
  await page.goto(routePaths.error.href());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Oeps! Hier ging iets mis.' }),
  ).toBeVisible();
  await expect(page.getByText('Je bent op een pagina die er even niet is.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('/maintenance names the product and links to the service site', async ({ page }) => {
  await page.goto(routePaths.maintenance.href());
  await expect(
    page.getByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
