import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { CompleteTransferForm } from './CompleteTransferForm.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../testing/liveSection.tsx';
import { ReadStory } from '../testing/readStory.tsx';
import { dateParts, typeDate } from '../testing/dateFields.ts';
import {
  fillTransferDates as fillDates,
  sanneTransfer as dossier,
  transferSandbox as sandbox,
} from '../testing/transferStory.ts';

// The transfer details form, alone (ADR 088, 095): Sanne's dossier waits for her details. By
// reference it is the public /overstappen-afronden form; `target: 'own'` is /overstappen's (PUT
// /api/transfer). The dossier comes from the sandbox through the read each page uses; the pages'
// stories show what a save changes around it (confirmation, status, tracker).
const { reference } = dossier;

const meta = {
  title: 'Portal/Secties/Overstappen/Gegevens van je overstap',
  component: CompleteTransferForm,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox(),
  args: { target: 'reference' },
  render: ({ target }) =>
    target === 'own' ? (
      <ReadStory read={reads.transferDossier}>
        {(own, onSaved) => <CompleteTransferForm dossier={own} onSaved={onSaved} target="own" />}
      </ReadStory>
    ) : (
      <ReadStory read={reads.transferDossierByReference} params={{ reference }}>
        {(byReference, onSaved) => <CompleteTransferForm dossier={byReference} onSaved={onSaved} />}
      </ReadStory>
    ),
} satisfies Meta<typeof CompleteTransferForm>;

export default meta;
type Story = StoryObj<typeof CompleteTransferForm>;
type Form = ReturnType<typeof within>;

const WRITE = { timeout: 10_000 };
const submit = (form: Form) =>
  userEvent.click(form.getByRole('button', { name: 'Gegevens versturen' }));

/** The form as Sanne's dossier prefills it. */
const form = async (canvasElement: HTMLElement) => {
  const found = within(
    await within(canvasElement).findByRole('region', { name: 'Je gegevens voor de overstap' }),
  );
  await expect(found.getByRole('textbox', { name: /^Huidige provider/ })).toHaveValue(
    dossier.currentProvider!,
  );
  return found;
};

/** Prefilled with what the dossier knows; what it does not know is empty. */
export const Prefilled: Story = {
  play: async ({ canvasElement }) => {
    const found = await form(canvasElement);
    await expect(found.getByRole('textbox', { name: /^Telefoonnummer/ })).toHaveValue(
      dossier.contactPhoneNumber!,
    );
    await expect(found.getByRole('textbox', { name: /^Klantnummer/ })).toHaveValue('');
    await expect(dateParts(found, /Einddatum van je contract/).day).toHaveValue('');
    await expect(found.getByRole('button', { name: 'Gegevens versturen' })).toBeVisible();
  },
};

/** Bad input: checked on leaving a field and on submit, a linked summary, nothing typed lost. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const found = await form(canvasElement);
    // By keyboard: leaving a field checks it.
    const phone = found.getByRole('textbox', { name: /^Telefoonnummer/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '06 1234');
    await userEvent.tab();
    const phoneError =
      'Vul een Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 06 12345678.';
    await expect(await found.findByText(phoneError)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // On submit: every field, in a summary that links to each.
    await userEvent.clear(found.getByRole('textbox', { name: /^Huidige provider/ }));
    await typeDate(found, /Gewenste overstapdatum/, ['1', '11', '2026']);
    await submit(found);
    const summary = within(await found.findByRole('alert', { name: 'Controleer deze gegevens:' }));
    await expect(
      summary.getByRole('link', { name: 'Vul de naam van je huidige provider in.' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Vul de einddatum van je contract in.' }),
    ).toBeVisible();
    await expect(
      summary.getByRole('link', { name: 'Kies een overstapdatum vandaag of later.' }),
    ).toBeVisible();
    await expect(summary.getByRole('link', { name: phoneError })).toBeVisible();
    await expect(phone).toHaveValue('06 1234');
    // The switch date may not come before the contract's end.
    await typeDate(found, /Einddatum van je contract/, ['31', '12', '2026']);
    await typeDate(found, /Gewenste overstapdatum/, ['1', '12', '2026']);
    await expect(
      await summary.findByRole('link', {
        name: 'Kies een overstapdatum op of na de einddatum van je contract (31 december 2026).',
      }),
    ).toBeVisible();
    await userEvent.click(
      summary.getByRole('link', { name: 'Vul de naam van je huidige provider in.' }),
    );
    await expect(found.getByRole('textbox', { name: /^Huidige provider/ })).toHaveFocus();
  },
};

/** The PUT fails (500): said, and every part of both dates is still there. */
export const SaveError: Story = {
  parameters: sandbox({
    faults: [{ path: '/api/transfer/reference', method: 'PUT', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const found = await form(canvasElement);
    await fillDates(found);
    await submit(found);
    const failed = (await found.findByText('Versturen is niet gelukt', undefined, WRITE)).closest(
      '[role="alert"]',
    );
    await expect(failed).toHaveTextContent('Wat je hebt ingevuld, staat er nog.');
    const end = dateParts(found, /Einddatum van je contract/);
    await expect(end.day).toHaveValue('31');
    await expect(end.year).toHaveValue('2026');
    await expect(dateParts(found, /Gewenste overstapdatum/).year).toHaveValue('2027');
  },
};

/** The server refuses a field (`success: false` naming it): its message stands at that field. */
export const ServerFieldError: Story = {
  parameters: sandbox({
    faults: [
      {
        path: '/api/transfer/reference',
        method: 'PUT',
        status: 200,
        body: {
          success: false,
          field: 'contactPhoneNumber',
          message: 'Op dit nummer kunnen we je niet bereiken. Geef een ander nummer op.',
        },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const found = await form(canvasElement);
    await fillDates(found);
    await submit(found);
    const message = 'Op dit nummer kunnen we je niet bereiken. Geef een ander nummer op.';
    const summary = within(
      await found.findByRole('alert', { name: 'Controleer deze gegevens:' }, WRITE),
    );
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    const phone = found.getByRole('textbox', { name: /^Telefoonnummer/ });
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue(dossier.contactPhoneNumber!);
  },
};

/** /overstappen's own dossier (PUT /api/transfer): a refused field lands at it the same way. */
export const OwnDossierFieldError: Story = {
  args: { target: 'own' },
  parameters: sandbox({
    path: routePaths.transfer.href(),
    faults: [
      {
        path: '/api/transfer',
        method: 'PUT',
        status: 200,
        body: {
          success: false,
          field: 'contactPhoneNumber',
          message: 'Dit nummer kennen we niet.',
        },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const found = await form(canvasElement);
    await fillDates(found);
    await submit(found);
    const phone = found.getByRole('textbox', { name: /^Telefoonnummer/ });
    await expect(
      await found.findAllByText('Dit nummer kennen we niet.', undefined, WRITE),
    ).not.toHaveLength(0);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveValue(dossier.contactPhoneNumber!);
  },
};
