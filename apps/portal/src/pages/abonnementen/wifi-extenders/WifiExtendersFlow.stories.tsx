import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { WifiExtendersFlow } from './WifiExtendersFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import {
  chooseAndShipElsewhere,
  confirmToReceipt,
  loadingStory,
  readFailsStory,
  refusedStory,
  serverErrorStory,
} from '../../../testing/flowPlays.ts';

const extenders = (aantal?: string, stap?: string) =>
  routePaths.subscriptionsWifiExtenders.href({ aantal, stap });

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Wifi-versterkers',
  component: WifiExtendersFlow,
  ...flowMeta({ path: extenders(), persona: 'versterker' }),
} satisfies Meta<typeof WifiExtendersFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The flow opens on step 1 of 3 under the page's heading: the choice (its counts, the refusal of
 * the current one, the address: WifiExtenderChoice's and ShipElsewhere's stories).
 */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Wifi-versterkers' }),
    ).toBeVisible();
    await expect(page.getByText('Stap 1 van 3')).toBeVisible();
    await expect(page.getByText('Je hebt nu 2 wifi-versterkers.')).toBeVisible();
  },
};

/**
 * Step 2 of an addition: what changes, the new monthly price from the overview's total (ADR 081),
 * no one-off, from delivery, the address, no voucher code.
 */
export const Summary: Story = {
  parameters: flowPortal({ path: extenders(), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseAndShipElsewhere(page, '1');
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(
      page.getByText('Je krijgt er 1 wifi-versterker bij. Daarna heb je er 1.'),
    ).toBeVisible();
    await expect(page.getByText(`${euro(50)} (${euro(5)} meer)`)).toBeVisible();
    await expect(page.getByText('30 november 2026')).toBeVisible();
    await expect(page.getByText(/Damrak 1A, 1012 LG Amsterdam/)).toBeVisible();
    // ADR 079: no add voucher is for extenders, so the summary asks for no code.
    await expect(page.queryByRole('textbox', { name: /Kortingscode/ })).toBeNull();
    await expect(page.getByRole('link', { name: 'Keuze aanpassen' })).toHaveAttribute(
      'href',
      extenders('1', 'keuze'),
    );
  },
};

/** Confirm → receipt with the order number, and the write's Success event. */
export const Ordered: Story = {
  parameters: flowPortal({ path: extenders(), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseAndShipElsewhere(page, '1');
    await confirmToReceipt(page, {
      eventCategory: 'SS - Producten',
      eventLabel: 'Producten toevoegen',
    });
    await expect(page.getByText(/^Je bestelnummer is ORD-/)).toBeVisible();
  },
};

/** Step 2 of a removal, whole in the URL: the newest goes, € 5 less, from today, nothing shipped. */
export const RemoveSummary: Story = {
  parameters: flowPortal({ path: extenders('1', 'overzicht'), persona: 'versterker' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(
      page.getByText('Je zegt 1 wifi-versterker op. Daarna heb je er nog 1.'),
    ).toBeVisible();
    await expect(page.getByText(`${euro(60)} (${euro(5)} minder)`)).toBeVisible();
    await expect(page.getByText('23 november 2026')).toBeVisible();
    await expect(page.queryByText('Bezorgadres')).toBeNull();
  },
};

/** Removing both: the receipt and the cease's Success event. */
export const Removed: Story = {
  parameters: flowPortal({ path: extenders('0', 'overzicht'), persona: 'versterker' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Je zegt 2 wifi-versterkers op. Daarna heb je geen wifi-versterker meer.',
      ),
    ).toBeVisible();
    await confirmToReceipt(page, {
      eventCategory: 'SS - Producten',
      eventLabel: 'Producten opzeggen',
    });
  },
};

/**
 * Issue #26: jan's contract runs until 15 maart 2027, which the portal knows. Fewer extenders is
 * never summarised ("€ 5,00 minder") nor refused after confirming: a URL straight to the summary
 * shows step 1, which says why, in Dutch, with 0 disabled.
 */
export const FewerBlockedOnStepOne: Story = {
  parameters: flowPortal({ path: extenders('0', 'overzicht'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Minder wifi-versterkers kan nu niet online.'),
    ).toBeVisible();
    await expect(
      page.getByText('Je contract loopt tot 15 maart 2027. Daarvoor kan je niet online opzeggen.'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: '0' })).toBeDisabled();
    await expect(page.queryByRole('button', { name: 'Bestellen' })).toBeNull();
    await expect(page.queryByText(/2027-03-15/)).toBeNull();
  },
};

/** What the portal cannot know (the server refuses anyway): its Dutch message, no receipt. */
export const Refused: Story = refusedStory(
  { path: extenders('1', 'overzicht'), persona: 'versterker', write: '/api/products/cease' },
  'Je kan nu niet online opzeggen.',
);

/** A failing server: nothing ordered, the confirm stays. */
export const ServerError: Story = serverErrorStory({
  path: extenders('1', 'overzicht'),
  persona: 'versterker',
  write: '/api/products/cease',
});

/** A reload of an addition's summary (no address in memory) goes back to the choice, count kept. */
export const SummaryAfterReload: Story = {
  parameters: flowPortal({ path: extenders('3', 'overzicht'), persona: 'versterker' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('radio', { name: '3' })).toBeChecked();
  },
};

/** The list is empty: said plainly, with the way back. */
export const NothingToOrder: Story = {
  parameters: flowPortal({
    path: extenders(),
    persona: 'versterker',
    faults: [{ path: '/api/products/wifiextender', method: 'GET', status: 200, body: [] }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Er zijn nu geen wifi-versterkers te bestellen'),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Verder' })).toBeNull();
    await expect(page.getByRole('link', { name: 'Terug naar je abonnement' })).toBeVisible();
  },
};

/** The list is still on its way: the page waits, it does not show a half flow. */
export const Loading: Story = loadingStory(
  { path: extenders(), persona: 'versterker' },
  '/api/products/wifiextender',
);

/** The list cannot be read: spec §8, the page is marked failed, the shell stays. */
export const ListFails: Story = readFailsStory(
  { path: extenders(), persona: 'versterker' },
  '/api/products/wifiextender',
);
