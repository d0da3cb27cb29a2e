import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ErrorPage } from './ErrorPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Fout (error)',
  component: ErrorPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: routePaths.error.href(), persona: null } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Oeps! Hier ging iets mis.' }),
    ).toBeVisible();
    await expect(page.getByText('Je bent op een pagina die er even niet is.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar Mijn Vonk' })).toHaveAttribute('href', '/');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
