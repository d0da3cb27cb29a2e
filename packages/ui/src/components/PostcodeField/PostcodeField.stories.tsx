import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PostcodeField } from './PostcodeField.tsx';
import { examplePostcodeRule } from '../../testing/exampleRules.ts';

const meta = {
  title: 'Formulieren/PostcodeField',
  component: PostcodeField,
  args: { rule: examplePostcodeRule },
} satisfies Meta<typeof PostcodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
  },
};

export const NormalisesOnBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('1234ab');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1234 AB');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await userEvent.type(input, '0123');
    await userEvent.tab();
    await expect(
      canvas.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.'),
    ).toBeVisible();
    await expect(input).toHaveValue('0123');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1234 AB' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: { required: true, description: 'De postcode van het adres waar de monteur langskomt.' },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Postcode' })).toBeVisible();
  },
};
