import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavedStatus } from './SavedStatus.tsx';
import { sectionDecorator } from '../testing/sectionStory.tsx';

// A settings form's "saved" line (the privacy settings' text here): the live region is there
// before the message, so the message is announced when it appears.
const meta = {
  title: 'Portal/Formulieren/SavedStatus',
  component: SavedStatus,
  decorators: [sectionDecorator],
  args: { text: null },
} satisfies Meta<typeof SavedStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not saved yet: an empty live region, no message. */
export const NotSaved: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toBeEmptyDOMElement();
  },
};

/** Saved: the message, inside the live region that was already there. */
export const Saved: Story = {
  args: { text: 'Je privacy-instellingen zijn opgeslagen.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(
      within(status).getByText('Je privacy-instellingen zijn opgeslagen.'),
    ).toBeVisible();
  },
};
