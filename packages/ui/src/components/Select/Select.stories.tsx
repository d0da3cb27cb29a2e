import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Select } from './Select.tsx';

const meta = {
  title: 'Formulieren/Select',
  component: Select,
  args: {
    label: 'Incassodatum',
    options: [
      { value: '1', label: 'De 1e van de maand' },
      { value: '15', label: 'De 15e van de maand' },
      { value: '25', label: 'De 25e van de maand', disabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Incassodatum' })).toHaveDisplayValue(
      'Maak een keuze',
    );
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Incassodatum' });
    await waitFor(() => expect(select).toHaveFocus());
    await userEvent.selectOptions(select, '15');
    await expect(select).toHaveDisplayValue('De 15e van de maand');
    await expect(args.onChange).toHaveBeenCalledWith('15');
  },
};

export const Invalid: Story = {
  args: { required: true, errorMessage: 'Kies een incassodatum.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Incassodatum' }),
    ).toHaveAccessibleDescription('Kies een incassodatum.');
  },
};

/** `validate` checks a choice as it is made; the message goes once the choice is right. */
export const CheckedAsChosen: Story = {
  args: {
    validate: (value: string) =>
      value === '15' ? 'Op de 15e kunnen we deze maand niet afschrijven.' : undefined,
  },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Incassodatum' });
    await userEvent.selectOptions(select, '15');
    await expect(select).toHaveAccessibleDescription(
      'Op de 15e kunnen we deze maand niet afschrijven.',
    );
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await userEvent.selectOptions(select, '1');
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Incassodatum' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: {
    label: 'Op welke dag van de maand mogen we het bedrag afschrijven?',
    description: 'Je kunt dit later altijd weer wijzigen bij Betaalgegevens.',
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Op welke dag/ })).toBeVisible();
  },
};
