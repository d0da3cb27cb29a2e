import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceChangeCallout } from './PriceChangeCallout.tsx';

const meta = {
  title: 'Feedback/PriceChangeCallout',
  component: PriceChangeCallout,
} satisfies Meta<typeof PriceChangeCallout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const VideoService: Story = {
  args: {
    title: 'Je videodienst krijgt een nieuwe prijs',
    body: 'De maandprijs van je videodienst verandert. Je ziet de nieuwe prijs op je volgende rekening.',
    start: '2024-11-01',
    end: '2025-03-23',
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Je videodienst krijgt een nieuwe prijs' });
    await expect(region).toBeVisible();
    await expect(region).toHaveTextContent('Periode: 1 november 2024 – 23 maart 2025');
  },
};

export const SportsChannel: Story = {
  args: {
    title: 'Je sportzender krijgt een nieuwe prijs',
    body: 'De maandprijs van je sportzender verandert.',
    start: '2025-01-01',
    end: '2025-11-01',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Je sportzender krijgt een nieuwe prijs' }),
    ).toHaveTextContent('Periode: 1 januari – 1 november 2025');
  },
};

export const DefaultTitle: Story = {
  args: { start: '2025-01-01', end: '2025-11-01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Prijswijziging' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: VideoService.args,
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Je videodienst krijgt een nieuwe prijs' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(320);
  },
};
