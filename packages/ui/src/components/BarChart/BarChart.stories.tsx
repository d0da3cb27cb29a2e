import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatEuro } from '../../formatters/formatEuro.ts';
import { BarChart } from './BarChart.tsx';

const months = ['jun', 'jul', 'aug', 'sep', 'okt', 'nov'].map((label, index) => ({
  key: `2026-${String(index + 6).padStart(2, '0')}`,
  label,
}));

const meta = {
  title: 'Gegevens/BarChart',
  component: BarChart,
  args: {
    title: 'Gebruikskosten per maand',
    categories: months,
    series: [
      { key: 'vod', label: 'Films en series', values: [4.99, 0, 9.98, 3.99, 5.99, 8.98] },
      { key: 'calls', label: 'Bellen', values: [1.2, 0.4, 0, 2.5, 2.02, 2.2] },
    ],
    formatValue: (value: number) => formatEuro(value),
    categoryLabel: 'Maand',
    totalLabel: 'Totaal',
    tableCaption: 'Gebruikskosten per maand',
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Gebruikskosten per maand' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

export const AllZero: Story = {
  args: {
    series: [
      { key: 'vod', label: 'Films en series', values: [0, 0, 0, 0, 0, 0] },
      { key: 'calls', label: 'Bellen', values: [0, 0, 0, 0, 0, 0] },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('€ 0,00').length).toBeGreaterThan(0);
  },
};
