import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { IdleWarning } from './IdleWarning.tsx';

// ADR 058: the idle-timeout warning two minutes ahead; one key press keeps the session
// (WCAG 2.2.1). The dialog renders in a portal, so the plays look in the whole document.

const meta = {
  title: 'Portal/Shell/Idle warning',
  component: IdleWarning,
  render: (args) => (
    <PortalIntlProvider>
      <IdleWarning {...args} />
    </PortalIntlProvider>
  ),
  // A modal dialog per block would cover the docs page and fight over focus: in docs each block
  // runs in an iframe of its own, play included, as in the canvas (ADR 147).
  parameters: { docs: { story: { inline: false, height: '360px' } } },
  args: { open: true, minutes: 2, onStay: fn(), onLogout: fn() },
} satisfies Meta<typeof IdleWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => within(document.body).findByRole('dialog', { name: 'Ben je er nog?' });

/** Open: says how long is left; focus is on 'Ingelogd blijven', so Enter keeps the session. */
export const Open: Story = {
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(
      shown.getByText(
        'Je hebt een tijd niets gedaan. Over 2 minuten word je automatisch uitgelogd, zodat niemand anders bij je gegevens kan.',
      ),
    ).toBeVisible();
    // Its text is its description, and says what is lost (issue 30).
    await expect(await dialog()).toHaveAccessibleDescription(
      /uitgelogd, zodat niemand anders bij je gegevens kan\. Wat je hebt ingevuld en nog niet hebt verstuurd, gaat dan verloren\.$/,
    );
    const stay = shown.getByRole('button', { name: 'Ingelogd blijven' });
    await waitFor(() => expect(stay).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

/** Escape, the other single key, also keeps the session rather than ending it. */
export const EscapeStays: Story = {
  parameters: { docsAlike: 'the dialog stays as the caller leaves it open, as after Enter (Open)' },
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledTimes(1);
  },
};

/** 'Nu uitloggen' ends the session at once. */
export const LogOutNow: Story = {
  args: { minutes: 1 },
  play: async ({ args }) => {
    const shown = within(await dialog());
    await expect(shown.getByText(/Over 1 minuut word je automatisch uitgelogd/)).toBeVisible();
    await userEvent.click(shown.getByRole('button', { name: 'Nu uitloggen' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onStay).not.toHaveBeenCalled();
  },
};

/** Closed: nothing on the page. */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
