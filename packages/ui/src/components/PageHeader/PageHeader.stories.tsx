import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Shell/PageHeader',
  component: PageHeader,
  args: { title: 'Rekeningen' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  },
};

export const WithSubtitleAndAction: Story = {
  args: {
    title: 'Gebruikskosten',
    subtitle: 'Bellen en video on demand',
    actions: (
      <Button variant="secondary" icon="invoice">
        Download overzicht
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bellen en video on demand')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download overzicht' })).toBeVisible();
  },
};

export const HiddenTitle: Story = {
  args: { title: 'Overzicht', hideTitle: true },
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Overzicht' });
    await expect(h1.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

export const LongTitleMobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    title: 'Aanmelding voor Klantvoordeel in behandeling',
    subtitle: 'We wachten op je mobiele abonnement',
  },
  play: async ({ canvas }) => {
    const h1 = canvas.getByRole('heading', { level: 1 });
    await expect(h1.scrollWidth).toBeLessThanOrEqual(h1.clientWidth + 1);
  },
};
