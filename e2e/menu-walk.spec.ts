import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInAtIdp, resetSandbox } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';

// Issue #5 "done when": every persona follows every in-app menu item by mouse and never meets a
// dead end (no 404, no error page, a page with its title). External links leave for the main site.

interface MenuItem {
  /** Buttons to press before the link: [] for level 0, ['Meer'] for level 1, ['Meer', group] for 2. */
  via: string[];
  name: string;
  href: string;
}

const DEAD_ENDS = [
  'Sorry! Wij kunnen de pagina niet vinden.',
  'Oeps! Hier ging iets mis.',
  'Oeps! Er is iets fout gegaan.',
];

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Hoofdmenu' });
const topDrawer = (page: Page) => page.getByRole('dialog').last();

async function open(page: Page, via: string[]) {
  for (const [index, button] of via.entries()) {
    const scope = index === 0 ? mainMenu(page) : topDrawer(page);
    await scope.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(index + 1);
  }
}

async function closeAll(page: Page) {
  while ((await page.getByRole('dialog').count()) > 0) await page.keyboard.press('Escape');
}

async function linksIn(page: Page, via: string[]): Promise<MenuItem[]> {
  const scope = via.length === 0 ? mainMenu(page) : topDrawer(page);
  const links = await scope.getByRole('link').all();
  return Promise.all(
    links.map(async (link) => ({
      via,
      name: ((await link.getAttribute('aria-label')) ?? (await link.innerText())).trim(),
      href: (await link.getAttribute('href')) ?? '',
    })),
  );
}

/** Every link of level 0, 1 and 2, found the way a person finds them. */
async function discoverMenu(page: Page): Promise<MenuItem[]> {
  const items = await linksIn(page, []);
  const more = mainMenu(page).getByRole('button', { name: 'Meer', exact: true });
  if ((await more.count()) === 0) return items;
  await open(page, ['Meer']);
  items.push(...(await linksIn(page, ['Meer'])));
  const groups = await topDrawer(page)
    .getByRole('button')
    .filter({ hasNotText: /^Sluiten$/ })
    .allInnerTexts();
  await closeAll(page);
  for (const group of groups.map((text) => text.trim()).filter(Boolean)) {
    await open(page, ['Meer', group]);
    items.push(...(await linksIn(page, ['Meer', group])));
    await closeAll(page);
  }
  return items;
}

/**
 * Back on the start page the way a person gets there: the browser's Back from an in-app page, not
 * a new page load per menu item (ADR 110); a page load only when the last item left the app or
 * Back does not lead there.
 */
async function backTo(page: Page, start: string) {
  const here = new URL(page.url());
  if (here.protocol === 'http:' && here.pathname === start) return;
  if (here.protocol === 'http:') await page.goBack();
  if (new URL(page.url()).pathname !== start) await page.goto(start);
}

const personas = ['jan', 'sanne', 'nieuw', 'piet', 'storing'];

test.beforeEach(async ({ page }) => {
  await resetSandbox(page);
  // The provider's main site and other web app are not ours: answer for them at the network edge.
  await page.route('https://www.vonk.example/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Vonk</title>' }),
  );
});

for (const persona of personas) {
  test(`${persona} follows every in-app menu item by mouse without a dead end`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto(routePaths.dashboard.href());
    await logInAtIdp(page, persona);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const start = new URL(page.url()).pathname;
    const startTitle = (await page.getByRole('heading', { level: 1 }).innerText()).trim();

    const items = await discoverMenu(page);
    const inApp = items.filter((item) => item.href.startsWith('/'));
    expect(inApp.length).toBeGreaterThan(1);
    for (const item of items.filter((candidate) => !candidate.href.startsWith('/'))) {
      expect(item.href, `${item.name} goes to the main site`).toMatch(/^https:\/\//);
    }

    for (const item of inApp) {
      await backTo(page, start);
      await expect(
        page.getByRole('heading', { level: 1, name: startTitle, exact: true }),
      ).toBeVisible();
      await open(page, item.via);
      const scope = item.via.length === 0 ? mainMenu(page) : topDrawer(page);
      await scope.getByRole('link', { name: item.name, exact: true }).click();
      await page.waitForURL((url) => url.pathname !== start || item.href === start);
      if (!page.url().startsWith('http://')) continue; // migrated: left for the other web app
      const title = page.getByRole('heading', { level: 1 });
      // The address changes before the next page has rendered (React keeps the old one on screen
      // while the new one's code loads): wait for it, or Back would race a redirect still under way.
      if (item.href !== start) await expect(title).not.toHaveText(startTitle);
      await expect(title, `${[...item.via, item.name].join(' › ')} opens a page`).toBeVisible();
      expect(DEAD_ENDS).not.toContain((await title.innerText()).trim());
    }
  });
}
