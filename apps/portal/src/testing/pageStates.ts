import { expect, within } from 'storybook/test';
import { customerCodes } from '@vonk/sandbox/personas';
import type { CustomerLogin } from '@vonk/sandbox/personas';
import type { PortalStoryParameters } from './storyHarness.tsx';

type Canvas = ReturnType<typeof within>;
/**
 * Waits for what the page must show in this state and returns it; the canvas element is there for
 * a story file's own helpers that take it (its `opened`, `heading`).
 */
type Seen = (page: Canvas, canvasElement: HTMLElement) => Promise<HTMLElement>;
type Play = { canvasElement: HTMLElement };

/**
 * The AsAgent state of a page story: an agent working for `customer` gets the same page, with
 * the customer's code in the header (spec §6).
 */
export function asAgentStory(path: string, customer: CustomerLogin, seen: Seen) {
  const customerCode = customerCodes[customer];
  return {
    parameters: {
      portal: { path, persona: 'agent', customerCode } satisfies PortalStoryParameters,
    },
    play: async ({ canvasElement }: Play) => {
      const page = within(canvasElement);
      await expect(await seen(page, canvasElement)).toBeVisible();
      await expect(page.getByText(`Klantcode ${customerCode}`)).toBeVisible();
    },
  };
}

/** The Mobile state of a page story: at 320 px it shows `seen`, no wider than the screen. */
export function mobileStory(seen: Seen) {
  return {
    globals: { viewport: { value: 'mobile320', isRotated: false } },
    play: async ({ canvasElement }: Play) => {
      await expect(await seen(within(canvasElement), canvasElement)).toBeVisible();
      // WCAG 1.4.10 reflow: nothing scrolls sideways.
      await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    },
  };
}
