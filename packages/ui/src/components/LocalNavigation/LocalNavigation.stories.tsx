import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LocalNavigation } from './LocalNavigation.tsx';

const meta = {
  title: 'Navigatie/LocalNavigation',
  component: LocalNavigation,
  args: { title: 'Adres', backLink: { href: '/mijn-gegevens', text: 'Mijn gegevens' } },
} satisfies Meta<typeof LocalNavigation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InternalBack: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Mijn gegevens' })).toHaveAttribute(
      'href',
      '/mijn-gegevens',
    );
  },
};

export const ExternalBackWithQuickLink: Story = {
  args: {
    title: 'Instellingen',
    backLink: { href: 'https://www.vonk.nl/mijn', text: 'Terug naar Mijn Vonk' },
    quickLink: { href: '/storingen', text: 'Storingen' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', {
        name: 'Terug naar Mijn Vonk (opent externe website in nieuw tabblad)',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Storingen' })).toBeVisible();
  },
};

export const TitleOnlyMobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: { title: 'Aanmelden Klantvoordeel niet mogelijk', backLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aanmelden Klantvoordeel niet mogelijk')).toBeVisible();
  },
};
