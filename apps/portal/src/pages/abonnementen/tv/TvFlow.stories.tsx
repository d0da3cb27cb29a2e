import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { TvFlow } from './TvFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import {
  chooseAndShipElsewhere,
  confirmToReceipt,
  goOn,
  refusedStory,
  serverErrorStory,
} from '../../../testing/flowPlays.ts';

const tv = (stap?: string, ontvangers?: string) =>
  routePaths.subscriptionsTv.href({ stap, ontvangers });

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/TV toevoegen',
  component: TvFlow,
  ...flowMeta({ path: tv(), persona: 'sanne' }),
} satisfies Meta<typeof TvFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: 1-4 boxes, own address by default. */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'TV toevoegen' }),
    ).toBeVisible();
    await expect(page.getByText('Stap 1 van 3')).toBeVisible();
    for (const count of ['1', '2', '3', '4'])
      await expect(page.getByRole('radio', { name: count })).toBeVisible();
    await expect(page.getByRole('radio', { name: '1' })).toBeChecked();
    await expect(page.queryByRole('group', { name: /Bezorgadres/ })).toBeNull();
    // The set-top box's explainer video (ADR 067): the sandbox's brand site does not exist (its
    // MSW handlers answer it 404 at once, ADR 110), so it cannot play, and the page says so in
    // the words of spec §8.
    await expect(
      page.getByText('Zo werkt de Mediabox Next: aansluiten, opnemen en terugkijken'),
    ).toBeVisible();
    await expect(
      await page.findByText(
        'Deze video is tijdelijk niet te bekijken. Probeer het later nog eens.',
      ),
    ).toBeVisible();
  },
};

// The spec §5 address texts: ShipElsewhere's stories; "Verder" with an unknown address:
// TvChoice's `UnknownAddress`.

/** Step 2, the shared summary: what changes, new monthly price, one-off, from when, address. */
export const Summary: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseAndShipElsewhere(page, '2');
    await expect(await page.findByText('Stap 2 van 3')).toBeVisible();
    await expect(page.getByText('TV Start')).toBeVisible();
    await expect(page.getByText('Mediabox Next Mini')).toBeVisible();
    await expect(page.getByText(`${euro(65.5)} (${euro(20.5)} meer)`)).toBeVisible();
    await expect(page.getByText(euro(25))).toBeVisible();
    await expect(page.getByText('30 november 2026')).toBeVisible();
    await expect(page.getByText(/Damrak 1A/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Bestellen' })).toBeVisible();
  },
};

/** Confirm → receipt, the order's Success on the data layer, and the header says Internet + TV. */
export const Ordered: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await chooseAndShipElsewhere(page, '2');
    await confirmToReceipt(page, { eventCategory: 'SS - TV', eventLabel: 'TV bestellen' });
    await expect(page.getByText(/^Je bestelnummer is ORD-/)).toBeVisible();
  },
};

/** The server refuses (success false): its message, nothing claimed. */
export const Refused: Story = refusedStory(
  { path: tv(), persona: 'sanne', write: '/api/products/tv', before: goOn },
  'TV is op dit adres niet beschikbaar.',
);

/** A failing server: nothing ordered, the choice kept. */
export const ServerError: Story = serverErrorStory({
  path: tv(),
  persona: 'sanne',
  write: '/api/products/tv',
  before: goOn,
});

/** A customer with TV is told so instead of ordering a second one. */
export const AlreadyHasTv: Story = {
  parameters: flowPortal({ path: tv(), persona: 'piet' }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Je hebt al TV')).toBeVisible();
  },
};

/** A reload of the summary (no choice in memory) goes back to the choice, boxes kept. */
export const SummaryAfterReload: Story = {
  parameters: flowPortal({ path: tv('overzicht', '3'), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('radio', { name: '3' })).toBeChecked();
  },
};
