import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { IbanField } from './IbanField.tsx';
import { exampleIbanRule } from '../../testing/exampleRules.ts';

const meta = {
  title: 'Formulieren/IbanField',
  component: IbanField,
  args: { rule: exampleIbanRule },
} satisfies Meta<typeof IbanField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'IBAN-nummer' })).toBeVisible();
  },
};

export const GroupsOnBlur: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('nl91abna0417164300');
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'IBAN-nummer' })).toHaveValue(
      'NL91 ABNA 0417 1643 00',
    );
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'IBAN-nummer' });
    await userEvent.type(input, 'NL91ABNA0417164301');
    await userEvent.tab();
    await expect(canvas.getByText('Vul een geldig IBAN-nummer in.')).toBeVisible();
    await expect(input).toHaveValue('NL91ABNA0417164301');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'NL91 ABNA 0417 1643 00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'IBAN-nummer' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: {
    description: 'Het rekeningnummer waarvan we je maandbedrag automatisch afschrijven.',
    required: true,
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'IBAN-nummer' })).toBeVisible();
  },
};
