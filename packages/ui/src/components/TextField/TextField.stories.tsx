import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Formulieren/TextField',
  component: TextField,
  args: { label: 'E-mailadres', type: 'email', autoComplete: 'email', onChange: fn() },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'We sturen de bevestiging naar dit adres.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mailadres' });
    await expect(input).toBeVisible();
    await expect(input).toHaveAccessibleDescription('We sturen de bevestiging naar dit adres.');
  },
};

export const Focus: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const input = canvas.getByRole('textbox', { name: 'E-mailadres' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.keyboard('jan@voorbeeld.nl');
    await expect(input).toHaveValue('jan@voorbeeld.nl');
    await expect(args.onChange).toHaveBeenLastCalledWith('jan@voorbeeld.nl');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mailadres' })).toBeRequired();
    await expect(canvas.getByText('(verplicht)')).toBeVisible();
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: 'jan@',
    errorMessage: 'Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mailadres' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('jan@');
    await expect(
      canvas.getByText('Vul een geldig e-mailadres in, bijvoorbeeld naam@voorbeeld.nl.'),
    ).toBeVisible();
  },
};

export const ValidatesOnBlur: Story = {
  args: {
    label: 'Klantnummer',
    type: 'text',
    inputMode: 'numeric',
    validate: (value: string) =>
      /^\d{8}$/.test(value) ? undefined : 'Vul je klantnummer van 8 cijfers in.',
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Klantnummer' });
    await userEvent.type(input, '1234');
    await expect(
      canvas.queryByText('Vul je klantnummer van 8 cijfers in.'),
    ).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByText('Vul je klantnummer van 8 cijfers in.')).toBeVisible();
    await userEvent.type(input, '5678');
    await expect(
      canvas.queryByText('Vul je klantnummer van 8 cijfers in.'),
    ).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'jan@voorbeeld.nl' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mailadres' })).toBeDisabled();
  },
};

export const LongDutchText: Story = {
  args: {
    label:
      'Naam van de rekeninghouder zoals die bij de bank bekend is (ook bij een en/of-rekening)',
    description:
      'Gebruik precies de tenaamstelling van je bankafschrift, inclusief voorletters en tussenvoegsels, anders kan de automatische incasso worden geweigerd.',
    errorMessage:
      'De tenaamstelling komt niet overeen met de gegevens die wij van de bank hebben ontvangen.',
    type: 'text',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Naam van de rekeninghouder/ })).toBeVisible();
  },
};

export const Narrow320: Story = {
  ...LongDutchText,
  globals: { viewport: { value: 'mobile320', isRotated: false } },
};
