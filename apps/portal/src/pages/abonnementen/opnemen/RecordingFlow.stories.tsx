import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { RecordingFlow } from './RecordingFlow.tsx';
import { euro } from '../../../testing/euro.ts';
import { flowMeta, flowPortal } from '../../../testing/flowStory.ts';
import { confirmToReceipt, refusedStory, serverErrorStory } from '../../../testing/flowPlays.ts';

const recording = (cloud?: string, stap?: string) =>
  routePaths.subscriptionsRecording.href({ cloud, stap });

const ON = { path: recording('aan', 'overzicht'), persona: 'piet' } as const;

const meta = {
  title: 'Portal/Pagina’s/Abonnementen/Opnemen',
  component: RecordingFlow,
  ...flowMeta({ path: recording(), persona: 'piet' }),
} satisfies Meta<typeof RecordingFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Step 1 (piet records on his box): what he has is preselected (issue #26), the cloud with its
 * price.
 */
export const Choose: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Opnemen wijzigen' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: /Op je ontvanger/ })).toBeChecked();
    await expect(
      page.getByText(`Overal terugkijken, ook in de app. ${euro(5)} per maand.`),
    ).toBeVisible();
    // Going on with what he has changes nothing and sends nothing.
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(await page.findByText('Dit heb je al. Er verandert niets.')).toBeVisible();
  },
};

/** Step 2, on: the price on top, from today. */
export const SummaryOn: Story = {
  parameters: flowPortal(ON),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Je neemt voortaan op in de cloud. Opnemen op je ontvanger stopt.'),
    ).toBeVisible();
    await expect(page.getByText(new RegExp(`\\(${euro(5)} meer\\)`))).toBeVisible();
  },
};

/** Jan records in the cloud: the cloud is preselected (issue #26). */
export const ChooseCloudOn: Story = {
  parameters: flowPortal({ path: recording(), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('radio', { name: /In de cloud/ })).toBeChecked();
  },
};

/** Step 2, off (jan records in the cloud): the price goes, "minder". */
export const SummaryOff: Story = {
  parameters: flowPortal({ path: recording('uit', 'overzicht'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText(/Je neemt voortaan op met je ontvanger\./)).toBeVisible();
    await expect(page.getByText(new RegExp(`\\(${euro(5)} minder\\)`))).toBeVisible();
  },
};

/** Confirm → receipt with the order, tracked. */
export const Switched: Story = {
  parameters: flowPortal(ON),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await confirmToReceipt(page, { eventLabel: 'Opnemen wijzigen' });
    await expect(page.getByText(/^Je bestelnummer is ORD-/)).toBeVisible();
  },
};

/** The API refuses the switch: its Dutch message, the summary kept. */
export const Refused: Story = refusedStory(
  { ...ON, write: '/api/products/recording' },
  'Opnemen kan alleen met tv.',
);

export const ServerError: Story = serverErrorStory({ ...ON, write: '/api/products/recording' });

/** sanne has no TV. */
export const NoTv: Story = {
  parameters: flowPortal({ path: recording(), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Opnemen kan alleen met TV. Voeg eerst TV toe.'),
    ).toBeVisible();
  },
};
