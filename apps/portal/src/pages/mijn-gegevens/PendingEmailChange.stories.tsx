import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { PendingEmailChange } from './PendingEmailChange.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// A change of the login name that waits for its link (ADR 128): wim's, from the sandbox.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'wachtend', path: routePaths.myData.href(), ...value },
});
const wim = personas.wachtend;
const change = {
  newPrimaryEmailAddress: wim.primaryEmailChange!.newAddress,
  requestedAt: wim.primaryEmailChange!.requestedAt,
  expiresAt: wim.primaryEmailChange!.expiresAt,
};
const current = wim.account.personInformation.primaryEmailAddress;

const meta = {
  title: 'Portal/Secties/Mijn gegevens/E-mailadres wacht op bevestiging',
  component: PendingEmailChange,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  args: { change, current, onCancelled: fn() },
} satisfies Meta<typeof PendingEmailChange>;

export default meta;
type Story = StoryObj<typeof meta>;

const WRITE = { timeout: 5000 };

/** Where the link went, which address logs in meanwhile, and a new link on request. */
export const Resent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'We hebben een bevestigingslink gestuurd naar wim@achterberg.example. Klik op de link in die e-mail om je nieuwe e-mailadres te bevestigen; de link is 24 uur geldig.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText(`Tot je dat doet, log je in met ${current}.`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Link opnieuw sturen' }));
    const resent = await canvas.findByText(
      'We hebben een nieuwe link gestuurd naar wim@achterberg.example. De vorige link werkt niet meer.',
      undefined,
      WRITE,
    );
    await waitFor(() => expect(resent.closest('[tabindex="-1"]')).toHaveFocus());
  },
};

/** The way back: the cancel is sent and the section is told. */
export const Cancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Wijziging annuleren' }));
    await waitFor(() => expect(args.onCancelled).toHaveBeenCalledOnce(), WRITE);
  },
};

/** A 500 on resend: said beside the buttons, the notice stays. */
export const ResendFailed: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/account/primaryEmailChange/resend', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Link opnieuw sturen' }));
    await expect(
      await canvas.findByText('Dat is niet gelukt. Probeer het later nog eens.', undefined, WRITE),
    ).toBeVisible();
    await expect(canvas.getByText('Bevestig je nieuwe e-mailadres')).toBeVisible();
  },
};
