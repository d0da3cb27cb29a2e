import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDateInText } from '@vonk/ui';
import { reads, toTransferDossierUpdate, transferDetailsInput } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { CompleteTransferStatus } from './CompleteTransferStatus.tsx';
import { sandboxProps, sectionDecorator } from '../testing/sectionStory.tsx';

// A transfer dossier's reference and status in words, and its details once they are in, alone
// (ADR 088, 095): on the personas' own dossiers; /overstappen and /overstappen-afronden show it
// in place, the latter after a save.
const detailsRequired = personas.sanne.transfer!;
const submitted = personas['overstap-ingevuld'].transfer!;
const planned = personas.overstap.transfer!;
const completed = personas['overstap-klaar'].transfer!;

const meta = {
  title: 'Portal/Secties/Overstappen/Status',
  component: CompleteTransferStatus,
  decorators: [sectionDecorator],
  args: { dossier: detailsRequired },
} satisfies Meta<typeof CompleteTransferStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const details = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Je gegevens' }));

/** Sanne's details are needed: the status says so, no details yet (the form asks for them). */
export const DetailsRequired: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement);
    await expect(status.getByText(detailsRequired.reference)).toBeVisible();
    await expect(status.getByText('Wacht op je gegevens')).toBeVisible();
    await expect(
      status.getByText(
        'Vul hieronder je gegevens in. Dan zeggen wij je abonnement bij je huidige provider voor je op en regelen we de overstap.',
      ),
    ).toBeVisible();
    await expect(status.queryByRole('region', { name: 'Je gegevens' })).toBeNull();
  },
};

/** Vera's details are in: what she sent, read-only. */
export const Submitted: Story = {
  args: { dossier: submitted },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement);
    await expect(status.getByText('Aanvraag verstuurd')).toBeVisible();
    await expect(
      status.getByText(
        'We hebben je gegevens ontvangen. We zeggen je abonnement bij je huidige provider voor je op en mailen je zodra de overstapdatum vaststaat.',
      ),
    ).toBeVisible();
    const sent = details(canvasElement);
    await expect(sent.getByText(submitted.currentProvider!)).toBeVisible();
    await expect(sent.getByText(submitted.currentCustomerNumber!)).toBeVisible();
    await expect(sent.getByText(formatDateInText(submitted.requestedSwitchDate!))).toBeVisible();
  },
};

/**
 * Sanne after sending her details without the (optional) customer number, through the sandbox:
 * what she left out reads "Niet ingevuld".
 */
export const SentWithoutCustomerNumber: Story = {
  parameters: { sandbox: { persona: 'sanne' } },
  loaders: [
    sandboxProps(async (get) => {
      const { reference } = detailsRequired;
      const update = toTransferDossierUpdate({
        ...transferDetailsInput(detailsRequired),
        contractEndDate: '2026-12-31',
        requestedSwitchDate: '2027-01-04',
      });
      // The public PUT of /overstappen-afronden (no session, no CSRF token).
      await fetch(reads.transferDossierByReference.url({ reference }), {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(update),
      });
      return { dossier: await get(reads.transferDossierByReference, { reference }) };
    }),
  ],
  render: (_args, { loaded }) => <CompleteTransferStatus {...loaded.props} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aanvraag verstuurd')).toBeVisible();
    const sent = details(canvasElement);
    await expect(sent.getByText(detailsRequired.currentProvider!)).toBeVisible();
    await expect(sent.getByText('Niet ingevuld')).toBeVisible();
    await expect(sent.getByText('4 januari 2027')).toBeVisible();
  },
};

/** Olaf's switch is planned. */
export const Planned: Story = {
  args: { dossier: planned },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement);
    await expect(status.getByText('Overstap gepland')).toBeVisible();
    await expect(
      status.getByText('Je overstap is gepland. We mailen je als je nieuwe abonnement klaarstaat.'),
    ).toBeVisible();
    await expect(details(canvasElement).getByText('4 januari 2027')).toBeVisible();
  },
};

/** Fenna has switched: nothing left to do. */
export const Completed: Story = {
  args: { dossier: completed },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement);
    await expect(status.getByText('Overstap afgerond')).toBeVisible();
    await expect(
      status.getByText('Je bent overgestapt naar Vonk. Er is niets meer voor je te doen.'),
    ).toBeVisible();
    await expect(details(canvasElement).getByText(completed.currentProvider!)).toBeVisible();
  },
};
