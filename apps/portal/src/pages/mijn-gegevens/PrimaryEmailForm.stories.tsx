import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { PrimaryEmailForm } from './PrimaryEmailForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// The primary e-mail address (the login name) as a section (ADR 088, ADR 128): the form, or the
// change that waits for its link, with the sandbox's own answers.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.myData.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Mijn gegevens/E-mailadres wijzigen',
  component: PrimaryEmailForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.customerInfo}>
      {(customer) => <PrimaryEmailForm current={customer.primaryEmailAddress} />}
    </ReadStory>
  ),
} satisfies Meta<typeof PrimaryEmailForm>;

export default meta;
type Story = StoryObj<typeof PrimaryEmailForm>;

const WRITE = { timeout: 5000 };
const jan = personas.jan.account.personInformation.primaryEmailAddress;
const wim = personas.wachtend.account.personInformation.primaryEmailAddress;
const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'E-mailadres wijzigen' }));

/** Typed, confirmed, sent: the section says where the link went and that the old address stays. */
export const Requested: Story = {
  play: async ({ canvasElement }) => {
    const email = await section(canvasElement);
    await userEvent.type(
      await email.findByRole('textbox', { name: /^Nieuw e-mailadres/ }),
      'jan@vonk.example',
    );
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await email.findByRole('button', { name: 'Bevestigingslink sturen' }));
    const sent = await email.findByText('Bevestig je nieuwe e-mailadres', undefined, WRITE);
    await expect(
      email.getByText(
        'We hebben een bevestigingslink gestuurd naar jan@vonk.example. Klik op de link in die e-mail om je nieuwe e-mailadres te bevestigen; de link is 24 uur geldig.',
      ),
    ).toBeVisible();
    await expect(email.getByText(`Tot je dat doet, log je in met ${jan}.`)).toBeVisible();
    await waitFor(() => expect(sent.closest('[tabindex="-1"]')).toHaveFocus());
    await expect(email.queryByRole('textbox', { name: /^Nieuw e-mailadres/ })).toBeNull();
  },
};

/** wim's change waits; cancelling brings the form back and says his address stays. */
export const PendingCancelled: Story = {
  parameters: sandbox({ persona: 'wachtend' }),
  play: async ({ canvasElement }) => {
    const email = await section(canvasElement);
    await expect(
      await email.findByText(
        /^We hebben een bevestigingslink gestuurd naar wim@achterberg\.example\./,
      ),
    ).toBeVisible();
    await userEvent.click(email.getByRole('button', { name: 'Wijziging annuleren' }));
    const cancelled = await email.findByText(
      `De wijziging is geannuleerd. Je e-mailadres blijft ${wim}.`,
      undefined,
      WRITE,
    );
    await expect(cancelled).toBeVisible();
    await expect(email.getByRole('textbox', { name: /^Nieuw e-mailadres/ })).toHaveValue('');
    await expect(email.queryByText('Bevestig je nieuwe e-mailadres')).toBeNull();
  },
};
