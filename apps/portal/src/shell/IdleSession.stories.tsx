import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { logoutState, routePaths } from '@vonk/domain';
import { IdleSession } from './IdleSession.tsx';
import { liveSection, liveSectionDecorator, liveSectionLoader } from '../testing/liveSection.tsx';

// The idle timeout of the signed-in shell (ADR 058) wired to the session: the served config's
// times, shortened here to seconds (a 3 s timeout, warned 2 s ahead). The dialog's own states
// are IdleWarning's stories; these show when it comes and what its answers do.
const meta = {
  title: 'Portal/Shell/Idle session',
  component: IdleSession,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: {
    sandbox: {
      persona: 'jan',
      path: routePaths.dashboard.href(),
      config: { idleTimeoutSeconds: 3, idleWarningSeconds: 2 },
    },
  },
} satisfies Meta<typeof IdleSession>;

export default meta;
type Story = StoryObj<typeof meta>;

const WARNED = { timeout: 4000 };
const dialog = () => within(document.body).findByRole('dialog', { name: 'Ben je er nog?' }, WARNED);

// A story that answers the warning gets 9 s to do it (warned 1 s in, as above, timed out at 10 s):
// with 2 s, a busy machine could let the session time out before the answer arrived.
const answerable = {
  sandbox: {
    ...meta.parameters.sandbox,
    config: { idleTimeoutSeconds: 10, idleWarningSeconds: 9 },
  },
};

/** Idle: the warning comes; Enter on 'Ingelogd blijven' keeps the session and closes it. */
export const Stay: Story = {
  parameters: answerable,
  play: async () => {
    const shown = within(await dialog());
    await expect(shown.getByText(/Over 1 minuut word je automatisch uitgelogd/)).toBeVisible();
    await waitFor(() =>
      expect(shown.getByRole('button', { name: 'Ingelogd blijven' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(liveSection.services?.auth).toHaveProperty('calls', []);
  },
};

/** 'Nu uitloggen' goes to /logout, where the session ends. */
export const LogOutNow: Story = {
  parameters: answerable,
  play: async () => {
    await userEvent.click(within(await dialog()).getByRole('button', { name: 'Nu uitloggen' }));
    await waitFor(() =>
      expect(liveSection.router?.state.location.pathname).toBe(routePaths.logout.href()),
    );
    // The portal's own way to /logout: it signs out without asking (ADR 126).
    await expect(liveSection.router?.state.location.state).toEqual(logoutState('user'));
  },
};

/** No answer: the time runs out and the session ends with reason 'idle' (shown on /logout). */
export const Expired: Story = {
  parameters: {
    docsAlike: 'the session ends off the canvas (signOut idle): the dialog gone, as after Stay',
  },
  play: async () => {
    await dialog();
    await waitFor(
      () => expect(liveSection.services?.auth).toHaveProperty('calls', ['signOut idle']),
      WARNED,
    );
  },
};
