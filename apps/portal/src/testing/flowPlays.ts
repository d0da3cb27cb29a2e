import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Login } from '@vonk/sandbox/personas';
import { FLOW_TODAY, flowPortal } from './flowStory.ts';
import { pageStateStories } from './pageStates.ts';
import { storyTracking } from './storyTracking.ts';

// Play steps and write outcomes every /abonnementen flow's stories share (ADR 096): what the
// user does is named once, each story file keeps only what is its flow's own.

type Canvas = ReturnType<typeof within>;
type Play = { canvasElement: HTMLElement };
/** Something the user does on the page before the step a story is about. */
export type Step = (page: Canvas) => Promise<void>;

/** Goes on from a step with what it shows (the choose step's defaults): "Verder". */
export const goOn: Step = async (page) => {
  await userEvent.click(await page.findByRole('button', { name: 'Verder' }));
};

/**
 * Types a delivery address over what the fields hold, then leaves them (the lookup runs). The
 * fields load when the box is ticked (issue #34): the first is waited for.
 */
export async function typeShippingAddress(
  page: Canvas,
  postcode: string,
  number: string,
  addition = '',
) {
  for (const [name, value] of [
    ['Postcode', postcode],
    ['Huisnummer', number],
    ['Toevoeging', addition],
  ] as const) {
    const field = await page.findByRole('textbox', { name });
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
  await userEvent.tab();
}

/** Picks `count` and has it shipped to Damrak 1A (a known address that is nobody's), "Verder". */
export async function chooseAndShipElsewhere(page: Canvas, count: string) {
  await userEvent.click(await page.findByRole('radio', { name: count }));
  await userEvent.click(page.getByRole('checkbox', { name: 'Bezorgen op een ander adres' }));
  await typeShippingAddress(page, '1012 LG', '1', 'A');
  await expect(await page.findByText('Damrak')).toBeVisible();
  await goOn(page);
}

/** How long a write's answer (receipt or failure) may take under a full run's load. */
const WRITE_ANSWER = { timeout: 15_000 };

/** How a flow's summary is confirmed, what its receipt says, and what a failure says. */
const CONFIRM = {
  order: {
    button: 'Bestellen',
    receipt: 'Je bestelling is geplaatst',
    failed: 'Bestellen is niet gelukt',
  },
  cease: {
    button: 'Opzeggen bevestigen',
    receipt: 'Je opzegging is ontvangen',
    failed: 'Opzeggen is niet gelukt',
  },
};

/** The write's Success event a receipt comes with (spec §9): its label, and its category if fixed. */
interface Success {
  eventCategory?: string;
  eventLabel: string;
}

/**
 * Confirms the summary and sees the receipt, and the write's Success event on the data layer.
 * (A real write needs the double-submit CSRF cookie, which MSW cannot set in the browser.)
 */
export async function confirmToReceipt(
  page: Canvas,
  success: Success,
  confirm: keyof typeof CONFIRM = 'order',
) {
  const { button, receipt } = CONFIRM[confirm];
  await userEvent.click(await page.findByRole('button', { name: button }));
  await expect(await page.findByText(receipt, {}, WRITE_ANSWER)).toBeVisible();
  await waitFor(() =>
    expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({ eventAction: 'Success', ...success }),
    ),
  );
}

/** A flow story that ends on the summary's confirm. */
export interface FlowWrite extends FlowOpen {
  /** The write's API path, whose answer the story replaces; none: the sandbox answers itself. */
  write?: string;
  /** The write answers a plain WriteResult (no orderId), like the migration's pre-order. */
  withoutOrderId?: true;
  /** What the user does before the confirm when `path` does not open the summary. */
  before?: Step;
  confirm?: keyof typeof CONFIRM;
  /** More the page still shows after the failure (the summary, the failure's second line). */
  alsoSees?: string[];
}

/** Confirms, sees `said`, and sees that nothing was claimed: no receipt, the summary to try again. */
const confirmAndSee =
  ({ before, confirm = 'order', alsoSees = [] }: FlowWrite, said: string | RegExp) =>
  async ({ canvasElement }: Play) => {
    const { button, receipt } = CONFIRM[confirm];
    const page = within(canvasElement);
    await before?.(page);
    // Under a full run's load (issue #32: the cease flow's ServerError failed once in 780) the
    // summary can still be settling and the failing write takes longer than a lookup: click only
    // an enabled confirm, and give the answer the time a receipt gets (WRITE_ANSWER).
    const confirmButton = await page.findByRole('button', { name: button });
    await waitFor(() => expect(confirmButton).toBeEnabled(), WRITE_ANSWER);
    await userEvent.click(confirmButton);
    await expect(await page.findByText(said, {}, WRITE_ANSWER)).toBeVisible();
    await expect(page.queryByText(receipt)).toBeNull();
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(await page.findByRole('button', { name: button })).toBeVisible();
    for (const text of alsoSees) await expect(await page.findByText(text)).toBeVisible();
  };

/** The server refuses the write (success false): its Dutch `message`, nothing claimed. */
export function refusedStory(flow: FlowWrite, message: string | RegExp) {
  const { path, persona, write, withoutOrderId } = flow;
  const body = { success: false, message, ...(withoutOrderId ? {} : { orderId: null }) };
  const faults = write ? [{ path: write, method: 'POST', status: 200, body }] : [];
  return { parameters: flowPortal({ path, persona, faults }), play: confirmAndSee(flow, message) };
}

/** The write fails (500): the flow's failure, nothing claimed, the confirm stays. */
export function serverErrorStory(flow: FlowWrite) {
  const { path, persona, write } = flow;
  const faults = [{ path: write!, method: 'POST', status: 500 }];
  return {
    parameters: flowPortal({ path, persona, faults }),
    play: confirmAndSee(flow, CONFIRM[flow.confirm ?? 'order'].failed),
  };
}

/** Where a flow story opens, and for whom. */
interface FlowOpen {
  path: string;
  persona: Login;
}

/** The flow's list (`read`) is still on its way: the page waits, it does not show a half flow. */
export const loadingStory = (open: FlowOpen, read: string) =>
  pageStateStories({ ...open, read, today: FLOW_TODAY }).Loading;

/** The flow's list (`read`) cannot be read: spec §8, the page is marked failed, the shell stays. */
export const readFailsStory = (open: FlowOpen, read: string) =>
  pageStateStories({ ...open, read, today: FLOW_TODAY }).ServerError;
