import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Formulieren/PasswordField',
  component: PasswordField,
  args: { label: 'Wachtwoord' },
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Toon wachtwoord' })).toBeVisible();
  },
};

export const ShowAndHideWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('Geheim!2026');
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Toon wachtwoord' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Wachtwoord' })).toHaveValue('Geheim!2026');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Verberg wachtwoord' })).toHaveFocus(),
    );
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
  },
};

export const Invalid: Story = {
  args: {
    label: 'Nieuw wachtwoord',
    autoComplete: 'new-password',
    description: 'Minimaal 8 tekens, met een hoofdletter en een cijfer.',
    errorMessage: 'Je wachtwoord moet minimaal 8 tekens hebben.',
    defaultValue: 'kort',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Nieuw wachtwoord');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveValue('kort');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Toon wachtwoord' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: { label: 'Huidig wachtwoord van je Mijn Vonk-account', required: true },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Toon wachtwoord' })).toBeVisible();
  },
};
