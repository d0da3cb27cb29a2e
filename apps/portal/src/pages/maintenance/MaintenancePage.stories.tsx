import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MaintenancePage } from './MaintenancePage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';

const meta = {
  title: 'Portal/Pagina’s/Onderhoud (maintenance)',
  component: MaintenancePage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: '/maintenance', persona: null } },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
      'href',
      'https://www.vonk.example/service',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
