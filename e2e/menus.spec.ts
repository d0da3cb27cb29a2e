import { expect, test } from '@playwright/test';
import { logInAtIdp, resetSandbox } from './support/session.ts';
import { endsWith, routePaths } from './support/routePaths.ts';

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  await page.goto(routePaths.dashboard.href());
  await logInAtIdp(page, 'jan');
  await expect(page.getByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
});

test('the main menu works by keyboard: Meer opens level 1, a sub-menu opens level 2, Escape returns focus', async ({
  page,
}) => {
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const more = menu.getByRole('button', { name: 'Meer' });
  await more.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('heading', { name: 'Algemeen' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Instellingen' })).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Service' })).toBeVisible();

  await drawer.getByRole('button', { name: 'Mijn gegevens' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Persoonsgegevens' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Beveiliging' })).toBeVisible();
  // Level 2 takes focus once it has rendered; an Escape before that reaches no open drawer.
  await expect(page.getByRole('dialog', { name: 'Mijn gegevens' })).toBeFocused();
  // WCAG 2.4.5: /mijn-gegevens has its place in the menu, beside the spec's external links.
  await expect(
    page
      .getByRole('dialog', { name: 'Mijn gegevens' })
      .getByRole('link', { name: 'Persoonlijke gegevens', exact: true }),
  ).toHaveAttribute('href', routePaths.myData.href());

  await page.keyboard.press('Escape');
  // Focus returns to the level 1 button before the next Escape closes level 1.
  await expect(drawer.getByRole('button', { name: 'Mijn gegevens' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(more).toBeFocused();
});

test('a level 1 link navigates in-app by keyboard', async ({ page }) => {
  await page
    .getByRole('navigation', { name: 'Hoofdmenu' })
    .getByRole('button', { name: 'Meer' })
    .click();
  await page.getByRole('dialog').getByRole('link', { name: 'Actuele storingen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(endsWith(routePaths.outages.href()));
  // Issue #30 (WCAG 2.4.3, 4.1.3, ADR 141): the new page takes focus at its h1 and the loading
  // bar's live region announces its name; the tab title names it too.
  await expect(page.getByRole('heading', { level: 1, name: 'Actuele storingen' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Pagina geladen' })).toHaveText(
    'Pagina geladen: Actuele storingen',
  );
  await expect(page).toHaveTitle('Actuele storingen | Mijn Vonk');
});

test('the subscription switcher lists the fixed subscription and the linked ones, sorted by alias', async ({
  page,
}) => {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Mijn abonnementen/ })
    .click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  const externalLinks = drawer.getByRole('link');
  await expect(externalLinks.first()).toHaveAttribute('href', /\/my\/mobiel\//);
  // A link that opens a new tab says so, to the eye and to the ear (issue #30, WCAG G201).
  await expect(externalLinks.first()).toHaveAttribute('target', '_blank');
  await expect(externalLinks.first().locator('[data-new-tab]')).toBeVisible();
  await expect(externalLinks.first()).toHaveAccessibleName(
    /\(opent externe website in nieuw tabblad\)$/,
  );
  await expect(drawer.getByText('Internet + TV + Vast bellen')).toBeVisible();
  await page.keyboard.press('Escape');
});

test('forced colours (Windows High Contrast): the current menu item and the loading bar stay visible', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  const current = menu.locator('[aria-current="page"]');
  await expect(current).toHaveText(/Overzicht/);
  const colours = await current.evaluate((element) => {
    const of = (node: Element) => getComputedStyle(node).backgroundColor;
    const canvas = of(document.body);
    const bar = document.querySelector('[data-loading-state] [data-state]');
    return { canvas, current: of(element), bar: bar ? of(bar) : null };
  });
  // Forced colours paint every background Canvas unless a rule says otherwise: the current item
  // and the bar are drawn in the system's Highlight, not in the page's colour.
  expect(colours.current).not.toBe(colours.canvas);
  expect(colours.bar).not.toBeNull();
  expect(colours.bar).not.toBe(colours.canvas);
  expect(colours.bar).toBe(colours.current);
});
