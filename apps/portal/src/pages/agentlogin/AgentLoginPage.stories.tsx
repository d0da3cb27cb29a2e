import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { customerCodes } from '@vonk/sandbox/personas';
import { AgentLoginPage } from './AgentLoginPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Agent login',
  component: AgentLoginPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    portal: { path: routePaths.agentLogin.href({ id: customerCodes.jan }), persona: null },
  },
} satisfies Meta<typeof AgentLoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not logged in: marks the session as agent and hands over to the identity provider. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Agent login...')).toBeVisible();
  },
};

/** Already logged in: goes to '/' (and so to the dashboard). */
export const AlreadyLoggedIn: Story = {
  parameters: {
    portal: {
      path: routePaths.agentLogin.href({ id: customerCodes.jan }),
      persona: 'agent',
      customerCode: customerCodes.jan,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Overzicht' }),
    ).toBeVisible();
  },
};
