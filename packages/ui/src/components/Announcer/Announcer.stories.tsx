import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AnnouncerProvider } from './Announcer.tsx';
import { AnnouncerExample } from './AnnouncerExample.tsx';

const meta = {
  title: 'Feedback/Announcer',
  component: AnnouncerProvider,
  render: () => (
    <AnnouncerProvider>
      <AnnouncerExample />
    </AnnouncerProvider>
  ),
  // Each state is the message its play's click announces: in the Docs page each story in an
  // iframe of its own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
} satisfies Meta<typeof AnnouncerProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Polite: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Je wijzigingen zijn opgeslagen.'),
    );
  },
};

export const Assertive: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mislukt opslaan' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Opslaan is mislukt.'));
  },
};
