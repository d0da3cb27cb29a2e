import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { ModalExample } from './ModalExample.tsx';

const meta = { title: 'Overlays/Modal', component: ModalExample } satisfies Meta<
  typeof ModalExample
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardFlow: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Abonnement opzeggen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Je kan nu niet online opzeggen.' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // Focus is trapped: tabbing many times never leaves the dialog.
    for (let i = 0; i < 6; i++) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Je kan nu niet online opzeggen.' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Begrepen' })).toBeVisible();
  },
};

export const OpenMobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
