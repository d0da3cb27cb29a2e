import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { customerCodes } from '@vonk/sandbox/personas';
import { LogoutPage } from './LogoutPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';
import { routePaths } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Uitloggen (logout)',
  component: LogoutPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', portal: { path: routePaths.logout.href(), persona: 'jan' } },
} satisfies Meta<typeof LogoutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A customer is on the way to the identity provider's logout; 'AC - Uitloggen' is sent once. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Je wordt uitgelogd...')).toBeVisible();
    await waitFor(() =>
      expect(storyTracking.hits.filter((hit) => hit.event === 'trackEvent')).toEqual([
        {
          event: 'trackEvent',
          eventCategory: 'AC - Uitloggen',
          eventAction: 'Success',
          eventLabel: 'Uitloggen',
          nonInteraction: true,
        },
      ]),
    );
  },
};

/** An agent's window closes; when the browser keeps it open, the agent is told to close the tab. */
export const AsAgent: Story = {
  parameters: {
    portal: { path: routePaths.logout.href(), persona: 'agent', customerCode: customerCodes.jan },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sluit dit tabblad om uit te loggen.'),
    ).toBeVisible();
  },
};

/** A locked agent cannot log out, so no logout success is tracked (spec §4). */
export const LockedAgent: Story = {
  parameters: {
    portal: {
      path: routePaths.logout.href(),
      persona: 'agent-geblokkeerd',
      customerCode: customerCodes.jan,
    },
  },
  play: async (context) => {
    await AsAgent.play!(context);
    await expect(storyTracking.hits.filter((hit) => hit.event === 'trackEvent')).toEqual([]);
  },
};
