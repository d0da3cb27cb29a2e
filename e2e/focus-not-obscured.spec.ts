import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { logInAtIdp } from './support/session.ts';
import { routePaths } from './support/routePaths.ts';

// Issue #30, WCAG 2.4.11 Focus not obscured (ADR 140): Tab and Shift+Tab through every focus stop
// of five long pages and check that no focused element is hidden, fully or in part, behind a bar
// that stays on screen (the sticky header, the fixed bottom bar). Real key presses, so the browser
// scrolls each stop into view the way it does for a person; the check runs inside the page.
//
// 200 % zoom: a 1280 × 720 screen zoomed to 200 % is a 640 × 360 CSS-pixel viewport at a device
// pixel ratio of 2. That is what Chromium's own zoom does (the layout, the media queries and
// `window.innerWidth` see the same), unlike the CSS `zoom` property, which media queries ignore.

const PAGES: [path: string, heading: string][] = [
  [routePaths.invoices.href(), 'Rekeningen'],
  [routePaths.myData.href(), 'Mijn gegevens'],
  [routePaths.subscriptions.href(), 'Abonnementen'],
  [routePaths.orders.href(), 'Bestellingen'],
  [routePaths.settings.href(), 'Instellingen'],
];

/** One focus stop: where focus is, and what of it a bar covers (empty when nothing does). */
interface Stop {
  /** 'body' when focus left the page's elements (the end of the Tab order). */
  at: string;
  first: boolean;
  covered: string[];
}

/** Runs in the page after each key press: the focused element against every bar that stays. */
function inspectFocus(): Stop {
  const seen = ((window as unknown as { __stops?: WeakSet<Element> }).__stops ??= new WeakSet());
  const element = document.activeElement;
  if (!element || element === document.body) return { at: 'body', first: false, covered: [] };
  const first = !seen.has(element);
  seen.add(element);
  const describe = (node: Element) =>
    `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`;
  const box = element.getBoundingClientRect();
  const covered: string[] = [];
  if (box.width > 0 && box.height > 0) {
    for (const bar of document.querySelectorAll('body *')) {
      const style = getComputedStyle(bar);
      if (style.position !== 'fixed' && style.position !== 'sticky') continue;
      if (bar.contains(element) || element.contains(bar)) continue;
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const cover = bar.getBoundingClientRect();
      if (cover.height < 8 || cover.width < 8) continue; // the 4 px loading bar
      const overlapX = Math.min(box.right, cover.right) - Math.max(box.left, cover.left);
      const overlapY = Math.min(box.bottom, cover.bottom) - Math.max(box.top, cover.top);
      if (overlapX <= 0.5 || overlapY <= 0.5) continue;
      // Covered only where the bar is painted above it (the skip link lies over the header).
      const x = Math.max(box.left, cover.left) + overlapX / 2;
      const y = Math.max(box.top, cover.top) + overlapY / 2;
      const hit = document.elementFromPoint(x, y);
      if (hit && bar.contains(hit)) covered.push(`${describe(element)} under ${describe(bar)}`);
    }
  }
  return { at: describe(element), first, covered };
}

/** Presses `key` through every stop of the page until focus leaves it or comes round again. */
async function walk(
  page: Page,
  key: 'Tab' | 'Shift+Tab',
): Promise<{ stops: number; covered: string[] }> {
  await page.evaluate(() => {
    (window as unknown as { __stops?: WeakSet<Element> }).__stops = new WeakSet();
    (document.activeElement as HTMLElement | null)?.blur();
  });
  let stops = 0;
  const covered: string[] = [];
  for (let press = 0; press < 600; press++) {
    await page.keyboard.press(key);
    const stop = await page.evaluate(inspectFocus);
    if (stop.at === 'body' && stops > 0) break;
    if (stop.at === 'body') continue;
    if (!stop.first) break;
    stops++;
    covered.push(...stop.covered);
  }
  return { stops, covered };
}

async function checkAllPages(page: Page) {
  test.setTimeout(240_000);
  await page.goto(routePaths.invoices.href());
  await logInAtIdp(page, 'jan');
  const found: string[] = [];
  for (const [path, heading] of PAGES) {
    if (new URL(page.url()).pathname !== path) await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const { stops, covered } = await walk(page, key);
      expect(stops, `${path}: ${key} reached the page's focus stops`).toBeGreaterThan(20);
      found.push(...covered.map((line) => `${path} ${key}: ${line}`));
    }
  }
  expect(found).toEqual([]);
}

test.describe('1280 px', () => {
  test.use({ viewport: { width: 1280, height: 720 } });
  test('no focus stop of five long pages is hidden under a bar (1280 px)', async ({ page }) => {
    await checkAllPages(page);
  });
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('no focus stop of five long pages is hidden under a bar (390 px)', async ({ page }) => {
    await checkAllPages(page);
  });
});

test.describe('200 % zoom', () => {
  test.use({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 });
  test('no focus stop of five long pages is hidden under a bar (200 % zoom)', async ({ page }) => {
    await checkAllPages(page);
  });
});

// 400 % zoom (WCAG 1.4.10's 320 CSS px wide): the issue measured 45 of 298 stops hidden and the
// bars covering 57 % of the screen; below 500 px of height they now scroll with the page.
test.describe('400 % zoom', () => {
  test.use({ viewport: { width: 320, height: 180 }, deviceScaleFactor: 4 });
  test('no focus stop of five long pages is hidden under a bar (400 % zoom)', async ({ page }) => {
    await checkAllPages(page);
  });
});
