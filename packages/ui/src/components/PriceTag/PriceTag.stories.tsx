import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PriceTag } from './PriceTag.tsx';

const meta = {
  title: 'Gegevens/PriceTag',
  component: PriceTag,
  args: { amount: 64.5, perMonth: true },
} satisfies Meta<typeof PriceTag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('per maand')).toBeVisible();
    await expect(canvas.getByText('64 euro en 50 cent per maand')).toBeInTheDocument();
  },
};

export const Discount: Story = {
  args: { amount: 10, previousAmount: 15, wholeEurosWithDash: true, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('van 15 euro voor 10 euro per maand')).toBeInTheDocument();
  },
};

export const Negative: Story = {
  args: { amount: -1234.56, perMonth: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('min 1234 euro en 56 cent')).toBeInTheDocument();
  },
};

export const Narrow320: Story = {
  args: { amount: 123456.78, size: 'large' },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('per maand')).toBeVisible();
  },
};
