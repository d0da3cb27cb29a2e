import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { ToastProvider } from './Toast.tsx';
import { ToastExample } from './ToastExample.tsx';

const meta = {
  title: 'Feedback/Toast',
  component: ToastProvider,
  render: () => (
    <ToastProvider>
      <ToastExample />
    </ToastProvider>
  ),
  // Each state is what its play's clicks leave: in the Docs page each story in an iframe of its
  // own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Opslaan' }));
    const list = canvas.getByRole('list', { name: 'Meldingen' });
    await expect(within(list).getByText('Je gegevens zijn opgeslagen.')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('Je gegevens zijn opgeslagen.'),
    );
  },
};

export const ErrorStaysUntilClosed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mislukt' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Opslaan is mislukt.'));
    const list = canvas.getByRole('list', { name: 'Meldingen' });
    await userEvent.click(within(list).getByRole('button', { name: 'Sluiten' }));
    await expect(list).not.toHaveTextContent('Opslaan is mislukt.');
  },
};
