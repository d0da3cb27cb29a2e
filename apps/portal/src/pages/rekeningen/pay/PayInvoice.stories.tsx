import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { PayInvoice } from './PayInvoice.tsx';
import { euro } from '../../../testing/euro.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../../testing/liveSection.tsx';
import { ReadStory } from '../../../testing/readStory.tsx';
import { storyTracking } from '../../../testing/storyTracking.ts';

// Paying one open invoice with iDEAL (issue #29, ADR 136), alone: jan's open invoice of
// 8 November from the sandbox, which makes the payment link. The browser never leaves the story:
// `leave` is a spy, the page the sandbox names is checked instead.
const leave = fn();
const OPEN_INVOICE = 'inv-2026110001';

const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.invoices.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Rekeningen/Betalen met iDEAL',
  component: PayInvoice,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  beforeEach: () => {
    leave.mockClear();
  },
  render: () => (
    <ReadStory read={reads.invoices}>
      {(invoices) => {
        const invoice = invoices.find((item) => item.id === OPEN_INVOICE);
        return invoice ? <PayInvoice invoice={invoice} leave={leave} /> : null;
      }}
    </ReadStory>
  ),
} satisfies Meta<typeof PayInvoice>;

export default meta;
type Story = StoryObj<typeof PayInvoice>;

const payButton = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', {
    // The amount's non-breaking space stays in a role's name: matched up to the date.
    name: /^Betalen met iDEAL voor de rekening van 8 november 2026 \(€/,
  });

/** An open invoice: one button, named for the invoice it pays. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await payButton(canvasElement)).toBeEnabled();
    await expect(leave).not.toHaveBeenCalled();
  },
};

/** Paying: the API makes the link and the browser goes to the bank's page, said while it loads. */
export const Redirecting: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await payButton(canvasElement));
    await expect(
      await within(canvasElement).findByText(`Je gaat naar iDEAL om ${euro(130.45)} te betalen…`),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    const [url] = leave.mock.calls[0] as [string];
    await expect(new URL(url).pathname).toMatch(/^\/__sandbox\/ideal\/PAY-/);
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({ eventCategory: 'SS - Betalen', eventAction: 'Success' }),
    );
  },
};

/** The API makes no link and says why: the reason, and how else to pay; focus on it. */
export const Refused: Story = {
  parameters: sandbox({
    faults: [
      {
        path: `/api/invoices/${OPEN_INVOICE}/payment`,
        method: 'POST',
        status: 200,
        body: { success: false, message: 'Deze rekening is al betaald.' },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await payButton(canvasElement));
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Betalen met iDEAL lukt nu niet');
    await expect(alert).toHaveTextContent('Deze rekening is al betaald.');
    await expect(alert).toHaveTextContent(
      `Je kunt ${euro(130.45)} ook zelf overmaken: het rekeningnummer en het betalingskenmerk staan op je rekening (pdf).`,
    );
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    await expect(leave).not.toHaveBeenCalled();
  },
};

/** The server fails (500): the same way out, and the button to try again. */
export const ServerError: Story = {
  parameters: sandbox({
    faults: [{ path: `/api/invoices/${OPEN_INVOICE}/payment`, method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await payButton(canvasElement));
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Betalen met iDEAL lukt nu niet',
    );
    await expect(await payButton(canvasElement)).toBeEnabled();
    await expect(leave).not.toHaveBeenCalled();
  },
};
