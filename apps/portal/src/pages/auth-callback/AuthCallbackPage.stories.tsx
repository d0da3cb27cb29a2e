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

/**
 * The identity provider refuses the code (spent, expired, or its ID token does not check out):
 * what went wrong in Dutch and one way forward, a new login from the root.
 */
export const CodeRefused: Story = {
  parameters: {
    portal: {
      path: `${routePaths.authCallback.href()}?code=abc&state=xyz`,
      persona: 'jan',
      codeRefused: true,
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Inloggen is niet gelukt' }),
    ).toBeVisible();
    await expect(
      page.getByText('Er ging iets mis bij het inloggen. Probeer het opnieuw.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Opnieuw inloggen' })).toBeVisible();
  },
};
