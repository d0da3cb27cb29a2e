import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Gegevens/Tabs',
  component: Tabs,
  args: {
    'aria-label': 'Gebruikskosten',
    items: [
      { id: 'bellen', title: 'Bellen', content: 'Je belkosten van deze maand: € 4,20.' },
      { id: 'tv', title: 'Huurfilms', content: 'Je hebt deze maand geen films gehuurd.' },
      { id: 'buitenland', title: 'Buitenland', content: 'Geen kosten.', disabled: true },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Bellen' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Bellen' })).toBeVisible();
  },
};

export const ArrowKeys: Story = {
  // Its state is what its play leaves: in the Docs page in an iframe of its own (ADR 147).
  parameters: { docs: { story: { inline: false } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Bellen' }));
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Bellen' })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Huurfilms' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByText('Je hebt deze maand geen films gehuurd.')).toBeVisible();
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Bellen' })).toHaveFocus());
  },
};

export const Narrow320: Story = {
  args: {
    items: [
      { id: 'a', title: 'Nationaal bellen', content: 'Nationaal' },
      { id: 'b', title: 'Internationaal bellen', content: 'Internationaal' },
      { id: 'c', title: 'Servicenummers', content: 'Service' },
    ],
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Gebruikskosten' })).toBeVisible();
  },
};
