import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CompleteTransferSaved } from './CompleteTransferSaved.tsx';
import { sectionDecorator } from '../testing/sectionStory.tsx';

// What both transfer pages say once the details form has saved (its one state). The pages' and
// CompleteTransferDossier's `Saved` stories show it replacing the form after a real save.
const meta = {
  title: 'Portal/Secties/Overstappen/Gegevens verstuurd',
  component: CompleteTransferSaved,
  decorators: [sectionDecorator],
} satisfies Meta<typeof CompleteTransferSaved>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent: announced and focused (the form it replaces is gone), with what happens next. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const saved = (await page.findByText('Je gegevens zijn verstuurd')).closest('[role="status"]');
    await expect(saved).toHaveTextContent(
      'Bedankt! We regelen je overstap en houden je per e-mail op de hoogte.',
    );
    await waitFor(() => expect(saved).toHaveFocus());
  },
};
