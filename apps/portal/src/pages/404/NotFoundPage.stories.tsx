import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Niet gevonden (404)',
  component: NotFoundPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: routePaths.notFound.href(), persona: null } },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', {
        level: 1,
        name: 'Sorry! Wij kunnen de pagina niet vinden.',
      }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'De pagina die je zoekt bestaat niet. Of niet meer. Of er zit een foutje in de link.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar Mijn Vonk' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
      'rel',
      expect.stringContaining('noopener'),
    );
  },
};

export const UnknownPath: Story = {
  parameters: { portal: { path: '/bestaat/niet', persona: null } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', {
        level: 1,
        name: 'Sorry! Wij kunnen de pagina niet vinden.',
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
