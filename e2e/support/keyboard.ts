import { expect } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';

// Issue #30: keyboard-only journeys. The customer's keys alone move focus: never a click, never a
// `.fill` or `.focus()` on a field that Tab did not reach.

/** Presses `key` (Tab, Shift+Tab) until `target` has focus, then checks it has (WCAG 2.1.1). */
export async function pressUntilFocused(
  page: Page,
  target: Locator,
  { key = 'Tab', limit = 60 }: { key?: 'Tab' | 'Shift+Tab'; limit?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let press = 0; press < limit; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

/** Tab (forward) until `target` has focus. */
export const tabUntilFocused = (page: Page, target: Locator, limit = 60) =>
  pressUntilFocused(page, target, { limit });
