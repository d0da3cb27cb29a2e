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

/** A link without a customer code (ADR 057): no agent mode, no login, a Dutch explanation. */
export const InvalidCode: Story = {
  parameters: {
    portal: { path: routePaths.agentLogin.href({ id: 'x' }), persona: null },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Deze agentlink klopt niet' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Een klantcode bestaat uit 8 cijfers. Open de agentlink opnieuw vanuit het klantsysteem.',
      ),
    ).toBeVisible();
  },
};

/** An agent on one customer opens another's link: no dashboard, a new login (ADR 056). */
export const AnotherCustomer: Story = {
  parameters: {
    portal: {
      path: routePaths.agentLogin.href({ id: customerCodes.sanne }),
      persona: 'agent',
      customerCode: customerCodes.jan,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Agent login...')).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 1, name: 'Overzicht' })).toBeNull();
  },
};
