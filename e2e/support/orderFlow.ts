import { expect, type Page } from '@playwright/test';

// Shared by the serial /abonnementen specs (issue #14): each write's tracked Success event and
// keyboard-only navigation.
type Hit = { event: string; eventCategory?: string; eventAction?: string; eventLabel?: string };

/** The dataLayer's `trackEvent` hits with action Success, in order. */
export const successes = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: Hit[] }).dataLayer ?? []).filter(
      (hit) => hit.event === 'trackEvent' && hit.eventAction === 'Success',
    ),
  );

/** The write's Success event reaches the data layer (spec §6 tracking), however long it takes. */
export async function expectSuccess(page: Page, eventCategory: string, eventLabel: string) {
  await expect
    .poll(() => successes(page))
    .toContainEqual(expect.objectContaining({ eventCategory, eventLabel }));
}

/** Tab until the focused element's label (or text) starts with `name`. */
export async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLInputElement | null;
      return (element?.labels?.[0]?.textContent ?? element?.textContent ?? '').trim();
    });
    if (focused.startsWith(name)) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}
