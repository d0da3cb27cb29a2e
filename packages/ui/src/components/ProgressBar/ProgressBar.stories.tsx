import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar.tsx';

const meta = {
  title: 'Gegevens/ProgressBar',
  component: ProgressBar,
  args: { label: 'Verbruikte data', value: 3.2, maxValue: 10, valueLabel: '3,2 GB van 10 GB' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Verbruikte data' })).toHaveAttribute(
      'aria-valuetext',
      '3,2 GB van 10 GB',
    );
    await expect(canvas.getByText('3,2 GB van 10 GB')).toBeVisible();
  },
};

export const Percentage: Story = {
  args: { label: 'Overstappen', value: 45, maxValue: 100, valueLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('45%')).toBeVisible();
  },
};

export const Warning: Story = {
  args: { value: 9.6, valueLabel: '9,6 GB van 10 GB', tone: 'warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Verbruikte data' })).toHaveAttribute(
      'aria-valuenow',
      '9.6',
    );
  },
};

export const Loading: Story = {
  args: { label: undefined, 'aria-label': 'Rekeningen laden', indeterminate: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Rekeningen laden' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const Narrow320: Story = {
  args: {
    label: 'Verbruikte data in de EU, inclusief roaming in Zwitserland en het Verenigd Koninkrijk',
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toBeVisible();
  },
};
