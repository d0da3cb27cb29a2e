import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Accordion } from './Accordion.tsx';

const meta = {
  title: 'Gegevens/Accordion',
  component: Accordion,
  args: {
    items: [
      {
        id: 'opzeggen',
        title: 'Kan ik mijn abonnement online opzeggen?',
        content: 'Je kan nu niet online opzeggen. Bel de klantenservice.',
      },
      {
        id: 'verhuizen',
        title: 'Ik ga verhuizen. Wat moet ik doen?',
        content: 'Geef je nieuwe adres minstens vier weken van tevoren door.',
      },
      {
        id: 'storing',
        title: 'Er is een storing',
        content: 'Kijk bij Actuele storingen.',
        disabled: true,
      },
    ],
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Kan ik mijn abonnement online opzeggen?' }),
    ).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenWithKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(
      canvas.getByRole('button', { name: 'Kan ik mijn abonnement online opzeggen?' }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(
      canvas.getByText('Je kan nu niet online opzeggen. Bel de klantenservice.'),
    ).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByText('Je kan nu niet online opzeggen. Bel de klantenservice.'),
    ).not.toBeVisible();
  },
};

export const OpenByDefault: Story = {
  args: { defaultExpandedKeys: ['verhuizen'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/minstens vier weken/)).toBeVisible();
  },
};

export const Narrow320: Story = {
  args: { defaultExpandedKeys: ['opzeggen'] },
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Je kan nu niet online opzeggen/)).toBeVisible();
  },
};
