import { expect, userEvent, within } from 'storybook/test';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { customerCodes } from '@vonk/sandbox/personas';
import type { CustomerLogin, Login } from '@vonk/sandbox/personas';
import type { PortalStoryParameters } from './storyHarness.tsx';

type Canvas = ReturnType<typeof within>;
/**
 * Waits for what the page must show in this state and returns it; the canvas element is there for
 * a story file's own helpers that take it (its `opened`, `heading`).
 */
type Seen = (page: Canvas, canvasElement: HTMLElement) => Promise<HTMLElement>;
type Play = { canvasElement: HTMLElement };
type Fault = NonNullable<PortalStoryParameters['faults']>[number];

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

/** Where a page story opens, for whom, and the read of its route that the sandbox holds or fails. */
export interface PageStates {
  path: string;
  /** Logged-in persona (default 'jan'); null for a public page. */
  persona?: Login | null;
  /** An API path the route reads before it renders (faults match by prefix). */
  read: string;
  /** The page's h1, which stays above the failure; without it, the main menu must stay. */
  heading?: string;
  /** A page that says its own loading (under its h1) instead of the portal's. */
  loading?: string;
  /** A page that handles its read's failure itself: its heading, instead of spec §8's. */
  failed?: string;
  /** What the page shows once it has its data: where ServerErrorRecovered ends. */
  loaded?: Seen;
  /** Today for date-bound pages, e.g. a flow's FLOW_TODAY. */
  today?: string;
}

/**
 * The standard state stories of a page, from the sandbox's fault injection on its route's `read`
 * (issue #33): each ends in the state it is named for (scripts/lib/storyStates.test.mjs), the
 * recovery is a story of its own. In a story file, one line each:
 *
 *   const states = pageStateStories({ path, read: '/api/orders/open', heading: 'Bestellingen', … });
 *   export const Loading: Story = states.Loading;
 */
export function pageStateStories(page: PageStates) {
  const { path, persona = 'jan', read, heading, loading, failed, loaded, today } = page;
  const at = (fault: Omit<Fault, 'path'>) => ({
    portal: {
      path,
      persona,
      ...(today ? { today } : {}),
      faults: [{ path: read, ...fault }],
    } satisfies PortalStoryParameters,
  });
  const ServerError = {
    parameters: at({ method: 'GET', status: 500 }),
    play: async ({ canvasElement }: Play) => {
      const canvas = within(canvasElement);
      const retry = () => canvas.getByRole('button', { name: 'Probeer opnieuw' });
      if (failed) {
        await expect(await canvas.findByRole('heading', { name: failed })).toBeVisible();
        return expect(retry()).toBeVisible();
      }
      // Spec §8: a failed read is handled globally; the page is marked failed, the shell, a retry
      // and a way home stay.
      const oops = { level: 2, name: 'Oeps! Er is iets fout gegaan.' };
      await expect(await canvas.findByRole('heading', oops)).toBeVisible();
      await expect(
        heading
          ? canvas.getByRole('heading', { level: 1, name: heading })
          : canvas.getByRole('navigation', { name: 'Hoofdmenu' }),
      ).toBeVisible();
      await expect(retry()).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Naar Mijn Vonk' })).toBeVisible();
    },
  };
  return {
    /** The route's read is still on its way: the page's own loading, or the portal's. */
    Loading: {
      parameters: at({ delayMs: NEVER_MS }),
      play: async ({ canvasElement }: Play) => {
        const canvas = within(canvasElement);
        await expect(await canvas.findByText(loading ?? 'Mijn Vonk wordt geladen')).toBeVisible();
        if (loading && heading) {
          await expect(canvas.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        }
      },
    },
    ServerError,
    /** After ServerError: the fault is gone and "Probeer opnieuw" brings the page back. */
    ServerErrorRecovered: {
      parameters: ServerError.parameters,
      play: async (context: Play) => {
        await ServerError.play(context);
        const canvas = within(context.canvasElement);
        await fetch('/__sandbox/faults', { method: 'DELETE' });
        await userEvent.click(canvas.getByRole('button', { name: 'Probeer opnieuw' }));
        if (!loaded)
          throw new Error(`pageStateStories(${path}): ServerErrorRecovered needs loaded`);
        await expect(await loaded(canvas, context.canvasElement)).toBeVisible();
      },
    },
    /** The API answers 503: the portal's maintenance page (spec §8). */
    Maintenance: {
      parameters: at({ status: 503 }),
      play: async ({ canvasElement }: Play) => {
        const down = { level: 1, name: 'Vonk tijdelijk niet beschikbaar' };
        await expect(await within(canvasElement).findByRole('heading', down)).toBeVisible();
      },
    },
  };
}
