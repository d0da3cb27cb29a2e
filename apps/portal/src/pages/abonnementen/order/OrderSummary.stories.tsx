import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '@vonk/domain';
import type { OrderQuote } from '@vonk/domain';
import { OrderSummary } from './OrderSummary.tsx';
import { sectionDecorator } from '../sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

/** Two TV boxes: TV Start, a Mediabox Next and a Mini, delivered in a week. */
const tvQuote: OrderQuote = {
  lines: [
    { displayName: 'TV Start', count: 1, monthly: 17.5, oneOff: 0 },
    { displayName: 'Mediabox Next', count: 1, monthly: 0, oneOff: 0 },
    { displayName: 'Mediabox Next Mini', count: 1, monthly: 3, oneOff: 25 },
  ],
  monthlyIncrease: 20.5,
  newMonthly: 65.5,
  oneOff: 25,
  startDate: '2026-11-30',
};
const address = {
  street: 'Damrak',
  houseNumber: 1,
  houseNumberAddition: 'A',
  postalCode: '1012 LG',
  city: 'Amsterdam',
};

// Step 2 of every add or change (ADR 050): what changes, the new monthly price, one-off costs,
// from when, the shipping address for hardware; confirming is this step's button.
const meta = {
  title: 'Portal/Secties/Abonnementen/Bestelling controleren',
  component: OrderSummary,
  decorators: [sectionDecorator],
  args: {
    formId: 'verhaal/overzicht',
    quote: tvQuote,
    shippingAddress: address,
    onConfirm: fn(async (): Promise<unknown> => ({ success: true, orderId: 'ORD-1' })),
    onConfirmed: fn(),
    changeHref: '#keuze',
  },
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hardware: every line, the increase, one-off costs, delivery date and where it goes. */
export const WithHardware: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Stap 2 van 3')).toBeVisible();
    for (const line of ['TV Start', 'Mediabox Next', 'Mediabox Next Mini'])
      await expect(page.getByText(line, { exact: true })).toBeVisible();
    await expect(page.getByText(`${euro(65.5)} (${euro(20.5)} meer)`)).toBeVisible();
    await expect(page.getByText(euro(25))).toBeVisible();
    await expect(page.getByText('30 november 2026')).toBeVisible();
    await expect(page.getByText('Damrak 1A, 1012 LG Amsterdam')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await waitFor(() =>
      expect(args.onConfirmed).toHaveBeenCalledWith({ success: true, orderId: 'ORD-1' }),
    );
  },
};

/** A change that costs less (a downgrade): "minder", no one-off costs, no address. */
export const Cheaper: Story = {
  args: {
    quote: {
      lines: [{ displayName: 'Internet Start', count: 1, monthly: 45, oneOff: 0 }],
      monthlyIncrease: -24.5,
      newMonthly: 45,
      oneOff: 0,
      startDate: '2026-11-23',
    },
    shippingAddress: null,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText(`${euro(45)} (${euro(24.5)} minder)`)).toBeVisible();
    await expect(page.getByText('Geen')).toBeVisible();
    await expect(page.queryByText('Bezorgadres')).toBeNull();
  },
};

/** Two of the same: counted on one line. */
export const Counted: Story = {
  args: {
    quote: {
      ...tvQuote,
      lines: [{ displayName: 'Wifi-versterker', count: 2, monthly: 10, oneOff: 0 }],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('2 × Wifi-versterker')).toBeVisible();
  },
};

/** The server refuses (success false): its words, nothing confirmed. */
export const Refused: Story = {
  args: {
    onConfirm: fn(async () => ({ success: false, message: 'Je hebt al TV Start.', orderId: null })),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await expect(await page.findByText('Je hebt al TV Start.')).toBeVisible();
    await expect(args.onConfirmed).not.toHaveBeenCalled();
  },
};

/** A 500: nothing was ordered, and the button is there to try again. */
export const ServerError: Story = {
  args: {
    onConfirm: fn(() =>
      Promise.reject(new ApiError({ status: 500, url: '/api/products/tv', method: 'POST' })),
    ),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Bestellen' }));
    await expect(await page.findByText('Bestellen is niet gelukt')).toBeVisible();
    await expect(
      page.getByText('Er ging iets mis. Er is niets besteld. Probeer het opnieuw.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestellen' })).toBeEnabled();
  },
};
