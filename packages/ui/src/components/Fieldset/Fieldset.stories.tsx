import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TextField } from '../TextField/TextField.tsx';
import { Fieldset } from './Fieldset.tsx';

const meta = {
  title: 'Formulieren/Fieldset',
  component: Fieldset,
  args: {
    legend: 'Contactgegevens',
    children: (
      <>
        <TextField label="Telefoonnummer" type="tel" autoComplete="tel" />
        <TextField label="E-mailadres" type="email" autoComplete="email" />
      </>
    ),
  },
} satisfies Meta<typeof Fieldset>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { description: 'Zo kunnen we je bereiken over je bestelling.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Contactgegevens' }),
    ).toHaveAccessibleDescription('Zo kunnen we je bereiken over je bestelling.');
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Vul een telefoonnummer of een e-mailadres in.' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Vul een telefoonnummer of een e-mailadres in.')).toBeVisible();
    await userEvent.tab();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Telefoonnummer' })).toHaveFocus(),
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mailadres' })).toBeDisabled();
  },
};

export const Narrow320: Story = {
  args: {
    legend:
      'Gegevens van de persoon die de bestelling in ontvangst neemt als je zelf niet thuis bent',
  },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /Gegevens van de persoon/ })).toBeVisible();
  },
};
