import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { cloudRecordingPrice, reads } from '@vonk/domain';
import { RecordingChoice } from './RecordingChoice.tsx';
import { sandboxProps, sectionDecorator } from '../../../testing/sectionStory.tsx';
import { euro } from '../../../testing/euro.ts';

// Step 1 of the recording switch alone: where the persona records now, the switch preselected,
// and the cloud's monthly price from the sandbox's catalogue (as the flow passes it).
const meta = {
  title: 'Portal/Secties/Abonnementen/Opnemen kiezen',
  component: RecordingChoice,
  decorators: [sectionDecorator],
  loaders: [
    sandboxProps(async (get) => {
      const cloudNow = (await get(reads.recordingSettings, undefined)).enableCloudRecording;
      const catalogue = await get(reads.availableProducts, { category: 'Recording' });
      return { cloud: cloudNow, cloudNow, price: cloudRecordingPrice(catalogue)! };
    }),
  ],
  // Its states are what its plays do (clicks, typing, focus): in docs each block runs in an
  // iframe of its own, play included, as in the canvas (ADR 147).
  parameters: { sandbox: { persona: 'piet' }, docs: { story: { inline: false, height: '420px' } } },
  args: { onChosen: fn() },
  render: (args, { loaded }) => <RecordingChoice {...loaded.props} {...args} />,
} satisfies Meta<typeof RecordingChoice>;

export default meta;
type Story = StoryObj<typeof RecordingChoice>;

/**
 * Piet records on his box: that is preselected (issue #26: it used to be the opposite), the
 * cloud says its price; choosing it goes on.
 */
export const ToCloud: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('heading', { name: 'Kies waar je opneemt' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Op je ontvanger/ })).toBeChecked();
    await userEvent.click(page.getByRole('radio', { name: /In de cloud/ }));
    await expect(
      page.getByText(`Overal terugkijken, ook in de app. ${euro(5)} per maand.`),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(args.onChosen).toHaveBeenCalledWith(true));
  },
};

/** Choosing what he has (the box) changes nothing, says so and goes nowhere. */
export const NothingToChange: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('radio', { name: /Op je ontvanger/ }));
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expect(await page.findByText('Dit heb je al. Er verandert niets.')).toBeVisible();
    await expect(args.onChosen).not.toHaveBeenCalled();
  },
};
