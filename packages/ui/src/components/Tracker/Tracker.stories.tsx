import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tracker } from './Tracker.tsx';

const meta = {
  title: 'Data/Tracker',
  component: Tracker,
  args: {
    'aria-label': 'Voortgang van bestelling ORD-1012',
    steps: [
      { id: 'ordered', label: 'Besteld', state: 'done', date: '18 november 2026' },
      { id: 'confirmed', label: 'Bevestigd', state: 'done', date: '19 november 2026' },
      { id: 'shipped', label: 'Verzonden', state: 'current', date: '24 november 2026' },
      {
        id: 'installed',
        label: 'Geïnstalleerd',
        state: 'upcoming',
        date: 'verwacht 26 november 2026',
      },
    ],
  },
} satisfies Meta<typeof Tracker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnItsWay: Story = {
  play: async ({ canvas }) => {
    const current = canvas.getByText('Verzonden').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(canvas.getByText('verwacht 26 november 2026')).toBeVisible();
  },
};

export const JustOrdered: Story = {
  args: {
    steps: [
      { id: 'ordered', label: 'Besteld', state: 'current', date: '18 november 2026' },
      { id: 'confirmed', label: 'Bevestigd', state: 'upcoming' },
      { id: 'planned', label: 'Ingepland', state: 'upcoming', date: 'verwacht 1 december 2026' },
      { id: 'active', label: 'Actief', state: 'upcoming' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Besteld').closest('li')).toHaveAttribute('aria-current', 'step');
  },
};

export const Cancelled: Story = {
  args: {
    steps: [
      { id: 'ordered', label: 'Besteld', state: 'done', date: '14 november 2022' },
      { id: 'cancelled', label: 'Geannuleerd', state: 'current', tone: 'error' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Geannuleerd').closest('li')).toHaveAttribute(
      'data-tone',
      'error',
    );
  },
};
