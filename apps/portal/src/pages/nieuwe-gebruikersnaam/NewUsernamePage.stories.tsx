import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { RuntimeConfig } from '@vonk/domain';
import { NewUsernamePage } from './NewUsernamePage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Nieuwe gebruikersnaam',
  component: NewUsernamePage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    portal: { path: routePaths.newUsername.href(), persona: null },
  },
} satisfies Meta<typeof NewUsernamePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { config } = loaded as { config: RuntimeConfig };
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Je nieuwe gebruikersnaam is ingesteld' }),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Vanaf nu log je in met je nieuwe e-mailadres. Je wachtwoord blijft hetzelfde.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Inloggen bij Mijn Vonk' })).toHaveAttribute(
      'href',
      routePaths.dashboard.href(),
    );
    await expect(page.getByRole('link', { name: /Naar de klantenservice/ })).toHaveAttribute(
      'href',
      config.externalUrls.service,
    );
    await expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
