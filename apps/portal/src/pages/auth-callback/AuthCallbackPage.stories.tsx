import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AuthCallbackPage } from './AuthCallbackPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Inloggen afronden (auth-callback)',
  component: AuthCallbackPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    portal: { path: `${routePaths.authCallback.href()}?code=abc&state=xyz`, persona: 'jan' },
  },
} satisfies Meta<typeof AuthCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The code is redeemed and the saved target path opens: here the dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Overzicht' }),
    ).toBeVisible();
  },
};
