import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Alert } from './Alert.tsx';

const meta = { title: 'Feedback/Alert', component: Alert } satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: {
    tone: 'info',
    title: 'Goed om te weten',
    children: 'Je nieuwe rekening staat voor je klaar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Je nieuwe rekening staat voor je klaar.',
    );
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Opgeslagen', children: 'Je gegevens zijn gewijzigd.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Opgeslagen');
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    live: 'none',
    title: 'Onderhoud',
    children:
      'Van 22/01 tot 26/01 worden betalingen niet bijgewerkt en zijn leveringen of retouren mogelijk later.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/worden betalingen niet bijgewerkt/)).toBeVisible();
  },
};

export const ErrorMessage: Story = {
  args: {
    tone: 'error',
    title: 'Je kan nu niet online opzeggen.',
    children: 'Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Je kan nu niet online opzeggen.');
  },
};

export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    tone: 'info',
    title: 'Privacyinstellingen tijdelijk niet beschikbaar',
    children:
      'Je privacyinstellingen kunnen op dit moment niet worden opgehaald. Probeer het later nog eens. Klantenservicemedewerkers helpen je graag verder.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status').scrollWidth).toBeLessThanOrEqual(320);
  },
};
