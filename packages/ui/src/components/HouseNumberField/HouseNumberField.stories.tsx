import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HouseNumberAdditionField } from './HouseNumberAdditionField.tsx';
import { HouseNumberField } from './HouseNumberField.tsx';
import {
  exampleHouseNumberAdditionRule,
  exampleHouseNumberRule,
} from '../../testing/exampleRules.ts';

const meta = {
  title: 'Formulieren/HouseNumberField',
  component: HouseNumberField,
  args: { rule: exampleHouseNumberRule },
} satisfies Meta<typeof HouseNumberField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Huisnummer' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('12a');
    await userEvent.tab();
    await expect(canvas.getByText('Vul een geldig huisnummer in, alleen cijfers.')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '12' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Huisnummer' })).toBeDisabled();
  },
};

export const Addition: Story = {
  render: () => (
    <HouseNumberAdditionField
      rule={exampleHouseNumberAdditionRule}
      description="Bijvoorbeeld A, bis of 2-hoog."
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Toevoeging' });
    await userEvent.type(input, 'bis');
    await userEvent.tab();
    await expect(input).toHaveValue('BIS');
  },
};

export const Narrow320: Story = {
  args: { required: true },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Huisnummer' })).toBeRequired();
  },
};
