import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs.tsx';

const meta = {
  title: 'Navigatie/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { text: 'Overzicht', href: '/dashboard' },
      { text: 'Mijn gegevens', href: '/mijn-gegevens' },
      { text: 'Adres' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Kruimelpad' })).toBeVisible();
    await expect(canvas.getByText('Adres')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Mijn gegevens' })).toHaveAttribute(
      'href',
      '/mijn-gegevens',
    );
  },
};

export const LongMobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    items: [
      { text: 'Overzicht', href: '/dashboard' },
      { text: 'Klantvoordeel', href: '/klantvoordeel' },
      { text: 'Aanmelding in behandeling' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(nav.scrollWidth).toBeLessThanOrEqual(320);
  },
};
