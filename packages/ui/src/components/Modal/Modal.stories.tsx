import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Modal } from './Modal.tsx';
import { ModalExample } from './ModalExample.tsx';

/**
 * The props table is Modal's own; each story shows it with a trigger (`ModalExample`), `open`
 * being where it starts.
 */
const meta: Meta<typeof Modal> = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { open: false },
  render: ({ open }) => <ModalExample defaultOpen={open} />,
  parameters: {
    // In the Docs page every story runs in an iframe of its own: an open overlay covers its own
    // story, not the docs page (issue #32, ADR 147).
    docs: { story: { inline: false, height: '420px' } },
  },
};
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
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Je kan nu niet online opzeggen.' });
    await expect(dialog).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Begrepen' })).toBeVisible();
  },
};

export const OpenMobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  // Inline, so the preview's outermost decorator shows it in an iframe its viewport wide: in
  // Storybook's own iframe (the meta's) it showed the docs column's wide layout (ADR 147).
  parameters: { docs: { story: { inline: true } } },
  args: { open: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
