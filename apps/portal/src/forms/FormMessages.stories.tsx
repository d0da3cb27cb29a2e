import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ApiError, formDraftKey } from '@vonk/domain';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider.tsx';
import { PortalContext } from '../session/PortalContext.tsx';
import { testServices } from '../testing/testServices.ts';
import { FormMessages } from './FormMessages.tsx';
import { EXAMPLE_FORM_ID, ExampleEmailForm } from './testing/ExampleEmailForm.tsx';
import type { ExampleEmailFormProps } from './testing/ExampleEmailForm.tsx';

// What every form on the one mechanism says above its fields (ADR 015, 016), shown on a small
// example form: nothing yet, the error summary, a failed save, the server's refusal, a draft.

const DRAFT = formDraftKey(location.host, EXAMPLE_FORM_ID);
const rejectWith = (status: number, body?: unknown) => () =>
  Promise.reject(
    new ApiError({ status, url: '/api/account/setPrimaryEmailAdress', method: 'POST', body }),
  );

const meta = {
  title: 'Portal/Formulieren/FormMessages',
  component: FormMessages,
  render: (args) => (
    <PortalIntlProvider>
      <PortalContext value={testServices()}>
        <ExampleEmailForm {...(args as unknown as ExampleEmailFormProps)} />
      </PortalContext>
    </PortalIntlProvider>
  ),
  beforeEach: () => {
    sessionStorage.removeItem(DRAFT);
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<ExampleEmailFormProps>;

const fillAndSave = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await userEvent.type(page.getByRole('textbox', { name: 'E-mailadres' }), 'jan@vonk.nl');
  await userEvent.type(page.getByLabelText('Wachtwoord'), 'welkom');
  await userEvent.click(page.getByRole('button', { name: 'Opslaan' }));
  return page;
};

/** Before a submit: no message at all. */
export const Default: Story = {
  args: { onSubmit: async () => ({ success: true }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toBeVisible();
    await expect(page.queryByRole('alert')).toBeNull();
  },
};

/** A submit with errors: a summary that links to each field and takes focus. */
export const ErrorSummary: Story = {
  args: { onSubmit: async () => ({ success: true }) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(page.getByRole('button', { name: 'Opslaan' }));
    const summary = await page.findByRole('heading', { name: 'Controleer de volgende gegevens:' });
    await expect(summary).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vul je e-mailadres in.' })).toHaveAttribute(
      'href',
      '#email',
    );
    await expect(page.getByRole('link', { name: 'Vul je wachtwoord in.' })).toHaveAttribute(
      'href',
      '#password',
    );
  },
};

/** A 500: the form says the save failed and keeps what was typed. */
export const SaveFailed: Story = {
  args: { onSubmit: rejectWith(500) },
  play: async ({ canvasElement }) => {
    const page = await fillAndSave(canvasElement);
    await expect(await page.findByText('Niet opgeslagen')).toBeVisible();
    await expect(page.getByText('Probeer het opnieuw.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('jan@vonk.nl');
  },
};

/** The server refuses without naming a field (409): its own words above the form. */
export const Refused: Story = {
  args: { onSubmit: rejectWith(409, { message: 'Dit e-mailadres is al in gebruik.' }) },
  play: async ({ canvasElement }) => {
    const page = await fillAndSave(canvasElement);
    await expect(await page.findByText('Het versturen is niet gelukt')).toBeVisible();
    await expect(page.getByText('Dit e-mailadres is al in gebruik.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('jan@vonk.nl');
  },
};

/** Back after a 503 or 401: the draft is in the fields again, the password never is. */
export const DraftRestored: Story = {
  args: { onSubmit: async () => ({ success: true }) },
  beforeEach: () => {
    sessionStorage.setItem(DRAFT, JSON.stringify({ email: 'jan@vonk.nl' }));
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('We hebben bewaard wat je had ingevuld')).toBeVisible();
    await waitFor(() =>
      expect(page.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('jan@vonk.nl'),
    );
    await expect(page.getByLabelText('Wachtwoord')).toHaveValue('');
  },
};
