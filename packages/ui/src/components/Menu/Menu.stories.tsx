import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Menu } from './Menu.tsx';
import { invoiceActions } from './menuFixture.ts';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { label: 'Acties', items: invoiceActions, onAction: fn() },
  // Each state is what its play's keys and clicks leave (an open menu, the focus): in the Docs
  // page each story in an iframe of its own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
} satisfies Meta<typeof Menu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const KeyboardFlow: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Acties' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Download als pdf' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Betalingsregeling aanvragen' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('betaalregeling');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

export const EscapeReturnsFocus: Story = {
  parameters: {
    docsAlike:
      'Escape ends as a chosen action does (KeyboardFlow): the menu closed, focus on Acties',
  },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Acties' });
    await userEvent.click(trigger);
    await screen.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const WithDisabledItem: Story = {
  args: { disabledIds: ['uitstel'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Acties' }));
    await expect(
      await screen.findByRole('menuitem', { name: 'Uitstel van betaling' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};
