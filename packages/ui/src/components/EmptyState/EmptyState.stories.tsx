import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'Geen bestellingen',
    icon: 'orders',
    children: 'Je hebt nog geen bestellingen geplaatst.',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Geen bestellingen' })).toBeVisible();
  },
};

export const WithAction: Story = {
  args: { action: <Button href="/abonnementen">Bekijk abonnementen</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Bekijk abonnementen' })).toBeVisible();
  },
};

export const Mobile320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  args: {
    title: 'Er zijn op dit moment geen actuele storingen bij jou in de buurt',
    icon: 'outage',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /geen actuele storingen/ })).toBeVisible();
  },
};
