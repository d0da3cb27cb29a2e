import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { DrawerExample } from './DrawerExample.tsx';

const meta = { title: 'Overlays/Drawer', component: DrawerExample } satisfies Meta<
  typeof DrawerExample
>;
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
  args: { placement: 'start', defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Meer' });
    await expect(drawer.getBoundingClientRect().left).toBeLessThan(5);
  },
};

export const OpenMobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Meer' });
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(320);
  },
};
