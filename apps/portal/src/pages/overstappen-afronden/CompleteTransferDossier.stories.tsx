import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { CompleteTransferDossier } from './CompleteTransferDossier.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import {
  fillTransferDates,
  sanneTransfer as sanne,
  transferSandbox as sandbox,
} from '../../testing/transferStory.ts';

// One dossier by reference, alone (ADR 088, 095): what /overstappen-afronden/{reference} shows
// under its title, read from the sandbox (GET /api/transfer/reference/{reference}) — loading,
// unknown, failed, waiting for details (the form), sent, planned, switched. The page's stories
// keep the reference asked for, the maintenance mid-save and the restored draft.

const meta = {
  title: 'Portal/Secties/Overstappen/Overstap afronden',
  component: CompleteTransferDossier,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox(),
  args: { reference: sanne.reference, onLookUp: fn() },
} satisfies Meta<typeof CompleteTransferDossier>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sanne's dossier waits for her details: the status and the prefilled form. */
export const DetailsRequired: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Wacht op je gegevens')).toBeVisible();
    await expect(page.getByText(sanne.reference)).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Huidige provider/ })).toHaveValue(
      sanne.currentProvider!,
    );
  },
};

/** Sent: an announced confirmation with focus, the dossier read again shows it sent, no form. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.type(await page.findByRole('textbox', { name: /^Klantnummer/ }), 'GN-77812');
    await fillTransferDates(page);
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    const saved = (
      await page.findByText('Je gegevens zijn verstuurd', undefined, { timeout: 10_000 })
    ).closest('[role="status"]');
    await expect(saved).toHaveTextContent('Bedankt! We regelen je overstap');
    await waitFor(() => expect(saved).toHaveFocus());
    await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
    await expect(page.getByText('GN-77812')).toBeVisible();
    await expect(page.getByText('4 januari 2027')).toBeVisible();
  },
};

const submitted = personas['overstap-ingevuld'].transfer!;
/** Vera's dossier (her reference): sent, her details read-only, no form. */
export const AlreadySubmitted: Story = {
  args: { reference: submitted.reference },
  parameters: sandbox({ reference: submitted.reference }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Aanvraag verstuurd')).toBeVisible();
    const details = within(page.getByRole('region', { name: 'Je gegevens' }));
    await expect(details.getByText(submitted.currentCustomerNumber!)).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

const planned = personas.overstap.transfer!;
/** Olaf's dossier: planned, no form. */
export const Planned: Story = {
  args: { reference: planned.reference },
  parameters: sandbox({ reference: planned.reference }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Overstap gepland')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

const completed = personas['overstap-klaar'].transfer!;
/** Fenna's dossier: switched, nothing left to do. */
export const Completed: Story = {
  args: { reference: completed.reference },
  parameters: sandbox({ reference: completed.reference }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Overstap afgerond')).toBeVisible();
    await expect(
      page.getByText('Je bent overgestapt naar Vonk. Er is niets meer voor je te doen.'),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

/** No dossier with this reference (404): said, and the reference offered again to correct. */
export const UnknownReference: Story = {
  args: { reference: 'OV-2026-9999' },
  parameters: sandbox({ reference: 'OV-2026-9999' }),
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('We kunnen deze overstap niet vinden')).toBeVisible();
    await expect(
      page.getByText(
        'Er is geen overstap met referentie OV-2026-9999. Controleer de referentie in je e-mail en vul hem hieronder opnieuw in.',
      ),
    ).toBeVisible();
    const field = page.getByRole('textbox', { name: /Referentie van je overstap/ });
    await expect(field).toHaveValue('OV-2026-9999');
    await userEvent.clear(field);
    await userEvent.type(field, sanne.reference);
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await waitFor(() => expect(args.onLookUp).toHaveBeenCalledWith(sanne.reference));
  },
};

export const Loading: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/transfer/reference', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Je overstap laden')).toBeVisible();
  },
};

/** Loading fails once (500): said with a retry, which then shows the dossier. */
export const ServerError: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/transfer/reference', method: 'GET', status: 500, times: 1 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Je overstap kan nu niet worden geladen.' }),
    ).toBeVisible();
    await expect(page.getByText('Probeer het over een paar minuten opnieuw.')).toBeVisible();
  },
};

/** After ServerError: the fault is gone and "Probeer opnieuw" brings the content back (the recovery as a story of its own, issue #32). */
export const ServerErrorRecovered: Story = {
  ...ServerError,
  play: async (context) => {
    await ServerError.play?.(context);
    const { canvasElement } = context;
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(await page.findByText('Wacht op je gegevens')).toBeVisible();
  },
};
