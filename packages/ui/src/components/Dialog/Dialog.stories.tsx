import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Dialog } from './Dialog.tsx';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: {
    title: 'Deze video is tijdelijk niet te bekijken.',
    children: 'Probeer het later nog eens.',
    onClose: fn(),
    footer: <Button>Begrepen</Button>,
  },
  render: (args) => (
    <div style={{ maxWidth: '30rem', border: '1px solid var(--vonk-color-border)' }}>
      <Dialog {...args} />
    </div>
  ),
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('dialog', { name: 'Deze video is tijdelijk niet te bekijken.' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sluiten' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
