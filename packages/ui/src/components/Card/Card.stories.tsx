import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: 'Je abonnement', children: <p>Internet + TV + Vast bellen</p> },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Je abonnement' })).toBeVisible();
  },
};

export const WithFooter: Story = {
  args: {
    footer: (
      <Button href="/abonnementen" variant="secondary">
        Wijzig abonnement
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Wijzig abonnement' })).toBeVisible();
  },
};

export const LongTextMobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    title: 'Thuis + Overal Veilig Online voor 25 apparaten',
    children: (
      <p>Beveiligingssoftwarelicentieovereenkomstvoorwaarden gelden voor al je apparaten.</p>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: /Veilig Online/ });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};
