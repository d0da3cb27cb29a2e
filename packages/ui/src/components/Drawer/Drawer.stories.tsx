import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Drawer } from './Drawer.tsx';
import { DrawerExample } from './DrawerExample.tsx';

/**
 * The props table is Drawer's own; each story shows it with a trigger (`DrawerExample`), `open`
 * being where it starts.
 */
const meta: Meta<typeof Drawer> = {
  title: 'Overlays/Drawer',
  component: Drawer,
  args: { open: false },
  render: ({ open, placement }) => <DrawerExample defaultOpen={open} placement={placement} />,
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
    const trigger = canvas.getByRole('button', { name: 'Meer' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Meer' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(drawer.contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenStart: Story = {
  args: { placement: 'start', open: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Meer' });
    await expect(drawer.getBoundingClientRect().left).toBeLessThan(5);
  },
};

export const OpenMobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  // Inline, so the preview's outermost decorator shows it in an iframe its viewport wide: in
  // Storybook's own iframe (the meta's) it showed the docs column's wide layout (ADR 147).
  parameters: {
    docs: { story: { inline: true } },
    docsAlike: 'OpenStart’s drawer and items; what differs is its width (the screen’s) and side',
  },
  args: { open: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Meer' });
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
