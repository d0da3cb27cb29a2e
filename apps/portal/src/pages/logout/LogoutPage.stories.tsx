import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { customerCodes } from '@vonk/sandbox/personas';
import { LogoutPage } from './LogoutPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';
import { logoutState, recordEndedSession, routePaths } from '@vonk/domain';
import type { EndedSession } from '@vonk/domain';

const meta = {
  title: 'Portal/Pagina’s/Uitloggen (logout)',
  component: LogoutPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    // The portal's own way here (the header's 'Uitloggen'): the logout starts at once.
    portal: { path: routePaths.logout.href(), state: logoutState('user'), persona: 'jan' },
  },
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

/** An agent's logout also leaves for the identity provider's end-session endpoint (ADR 056). */
export const AsAgent: Story = {
  parameters: {
    portal: {
      path: routePaths.logout.href(),
      state: logoutState('user'),
      persona: 'agent',
      customerCode: customerCodes.jan,
    },
    docsAlike: 'an agent leaves the way a customer does (Default)',
  },
  play: async (context) => {
    await Default.play!(context);
  },
};

/** A locked agent cannot log out, so no logout success is tracked (spec §4). */
export const LockedAgent: Story = {
  parameters: {
    portal: {
      path: routePaths.logout.href(),
      state: logoutState('user'),
      persona: 'agent-geblokkeerd',
      customerCode: customerCodes.jan,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Sluit dit tabblad om uit te loggen.'),
    ).toBeVisible();
    await expect(storyTracking.hits.filter((hit) => hit.event === 'trackEvent')).toEqual([]);
  },
};

/**
 * A link to /logout on another site (or a typed URL) signs nobody out: the page asks, and only the
 * customer's own click ends the session (issue #27, ADR 126).
 */
export const FromALink: Story = {
  // No state: what a link from another site, a typed URL or a bookmark opens.
  parameters: {
    portal: { path: routePaths.logout.href(), state: null, persona: 'jan' },
    docsAlike: 'after the customer’s own click it ends like Default',
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Wil je uitloggen?' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Je opende een link om uit te loggen. We loggen je alleen uit als je dat zelf kiest.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Nee, terug naar Mijn Vonk' })).toHaveAttribute(
      'href',
      routePaths.dashboard.href(),
    );
    await expect(storyTracking.hits.filter((hit) => hit.event === 'trackEvent')).toEqual([]);
    await userEvent.click(canvas.getByRole('button', { name: 'Uitloggen' }));
    await Default.play!(context);
  },
};

/** The IdP sent a session the portal ended itself back to /logout (ADR 056). */
const endedAs = (ended: EndedSession) => async () => {
  recordEndedSession(sessionStorage, location.host, ended);
  return {};
};

/** After an agent's logout: the tab is to be closed; the next user of the link must log in. */
export const EndedAgent: Story = {
  loaders: [endedAs({ reason: 'agentLogout', agent: true })],
  parameters: { portal: { path: routePaths.logout.href(), persona: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Je bent uitgelogd.' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'De sessie voor deze klant is beëindigd. Wie de agentlink opnieuw opent, moet opnieuw inloggen.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Sluit dit tabblad.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Opnieuw inloggen' })).toBeNull();
    await expect(storyTracking.hits.filter((hit) => hit.event === 'trackEvent')).toEqual([]);
  },
};

/** Logged out after the idle timeout (ADR 058): says why and offers a new login. */
export const EndedIdle: Story = {
  loaders: [endedAs({ reason: 'idle', agent: false })],
  parameters: { portal: { path: routePaths.logout.href(), persona: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Je bent uitgelogd.' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'We hebben je automatisch uitgelogd, omdat je een tijd niets hebt gedaan. Zo blijven je gegevens veilig.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Opnieuw inloggen' })).toHaveAttribute(
      'href',
      routePaths.root.href(),
    );
  },
};

/** A login that disagreed with the agent link was ended (ADR 057). */
export const EndedAgentMismatch: Story = {
  loaders: [endedAs({ reason: 'agentMismatch', agent: false })],
  parameters: { portal: { path: routePaths.logout.href(), persona: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'We hebben je uitgelogd, omdat de inlog niet bij de agentlink past: de rol of de klantcode klopt niet. Open de juiste agentlink, of log in als klant.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Opnieuw inloggen' })).toBeVisible();
  },
};

/** The IdP refused the refresh token (reuse detection, ADR 127): the customer is told why. */
export const EndedTokenRefused: Story = {
  loaders: [endedAs({ reason: 'tokenRefused', agent: false })],
  parameters: { portal: { path: routePaths.logout.href(), persona: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'We hebben je om veiligheidsredenen uitgelogd: je inlog werd geweigerd, mogelijk omdat hij ook ergens anders is gebruikt. Log opnieuw in; klopt er iets niet, wijzig dan je wachtwoord.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Opnieuw inloggen' })).toBeVisible();
  },
};

/** Another tab logged out (spec §4): this one says so instead of logging in again (ADR 056). */
export const EndedInOtherTab: Story = {
  loaders: [endedAs({ reason: 'otherTab', agent: false })],
  parameters: { portal: { path: routePaths.logout.href(), persona: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Je bent uitgelogd in een ander tabblad van Mijn Vonk.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Opnieuw inloggen' })).toBeVisible();
  },
};
