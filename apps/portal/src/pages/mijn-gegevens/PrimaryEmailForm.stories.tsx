import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { PrimaryEmailForm } from './PrimaryEmailForm.tsx';
import {
  liveSection,
  liveSectionDecorator,
  liveSectionLoader,
} from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// Changing the primary e-mail address (the username), alone (ADR 088), with jan's customer info
// from the sandbox; after a change the portal goes to /nieuwe-gebruikersnaam.
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
const current = personas.jan.account.personInformation.primaryEmailAddress;
const opened = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'E-mailadres wijzigen' }));

/** His own address again is refused at the field; a new one is sent and the portal moves on. */
export const UnchangedThenChanged: Story = {
  play: async ({ canvasElement }) => {
    const email = await opened(canvasElement);
    await expect(
      email.getByText(`Je e-mailadres is nu ${current}.`, { exact: false }),
    ).toBeVisible();
    const field = email.getByRole('textbox', { name: /^Nieuw e-mailadres/ });
    await userEvent.type(field, current);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(
        expect.stringContaining('Dit is al je e-mailadres. Vul een ander e-mailadres in.'),
      ),
    );
    await expect(field).toHaveValue(current);
    await userEvent.clear(field);
    await userEvent.type(field, 'jan@vonk.example');
    await userEvent.keyboard('{Enter}');
    await waitFor(
      () => expect(liveSection.router?.state.location.pathname).toBe(routePaths.newUsername.href()),
      WRITE,
    );
  },
};

/** A 500: said in the form, the typed address stays, no navigation. */
export const SaveError: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/account/setPrimaryEmailAdress', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const email = await opened(canvasElement);
    const field = email.getByRole('textbox', { name: /^Nieuw e-mailadres/ });
    await userEvent.type(field, 'jan@vonk.example');
    await userEvent.click(email.getByRole('button', { name: 'E-mailadres wijzigen' }));
    await expect(await email.findByText('Opslaan is niet gelukt', undefined, WRITE)).toBeVisible();
    await expect(field).toHaveValue('jan@vonk.example');
    await expect(liveSection.router?.state.location.pathname).toBe(routePaths.myData.href());
  },
};
