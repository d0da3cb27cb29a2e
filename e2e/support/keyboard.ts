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

/**
 * In a radio group that has focus, ArrowDown until `radio` has focus (and with it, is chosen):
 * Tab enters a radio group once, the arrows move within it.
 */
export async function arrowUntilFocused(page: Page, radio: Locator, limit = 8): Promise<void> {
  for (let press = 0; press < limit; press++) {
    if (await radio.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeFocused();
  await expect(radio).toBeChecked();
}

/** Tab until one of `candidates` has focus (a radio group: Tab lands on its chosen radio). */
export async function tabIntoAny(page: Page, candidates: Locator, limit = 60): Promise<void> {
  await expect(candidates.first()).toBeVisible();
  const focusedIn = () =>
    candidates.evaluateAll((elements) => elements.some((el) => el === document.activeElement));
  for (let press = 0; press < limit && !(await focusedIn()); press++) {
    await page.keyboard.press('Tab');
  }
  expect(await focusedIn()).toBe(true);
}
