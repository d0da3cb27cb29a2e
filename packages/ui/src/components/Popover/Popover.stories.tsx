import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Popover } from './Popover.tsx';
import { PopoverExample } from './PopoverExample.tsx';

/**
 * The props table is Popover's own (it takes react-stately's overlay state and the trigger's
 * ref); the stories show the hint pattern around it (`PopoverExample`).
 */
const meta: Meta<typeof Popover> = {
  title: 'Overlays/Popover',
  component: Popover,
  render: () => <PopoverExample />,
  parameters: {
    // In the Docs page every story runs in an iframe of its own: an open overlay covers its own
    // story, not the docs page (issue #32, ADR 147).
    docs: { story: { inline: false, height: '260px' } },
  },
};
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardFlow: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Wat is een vastrecht?' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('dialog', { name: 'Uitleg vastrecht' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
