import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Formulieren/Checkbox',
  component: Checkbox,
  args: { children: 'Bezorg op een ander adres', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Bezorg op een ander adres' }),
    ).not.toBeChecked();
  },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Bezorg op een ander adres' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Invalid: Story = {
  args: {
    children: 'Ik ga akkoord met de voorwaarden',
    required: true,
    errorMessage: 'Ga akkoord met de voorwaarden om verder te gaan.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Ga akkoord met de voorwaarden om verder te gaan.'),
    ).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'Bezorg op een ander adres' }),
    ).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: {
    children:
      'Ja, ik wil per e-mail op de hoogte blijven van aanbiedingen, nieuwe producten en diensten van Vonk',
    description: 'Je kunt je op elk moment weer afmelden via Privacyinstellingen.',
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /Ja, ik wil per e-mail/ })).toBeVisible();
  },
};
