import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formDraftKey, routePaths } from '@vonk/domain';
import type { PaymentDetailsInput } from '@vonk/domain';
import { customerCodes } from '@vonk/sandbox/personas';
import { PaymentDetailsSection } from './PaymentDetailsSection.tsx';
import { portalDecorator, sandboxLoader } from '../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../testing/storyHarness.tsx';
import { storyTracking } from '../testing/storyTracking.ts';

// The one payment details section (ADR 035, 070) in every state, shown where it lives: in the
// real portal on /mijn-gegevens (and once on /rekeningen, the same component), from the
// sandbox's personas (jan pays by direct debit on the 25th, piet by transfer).

const myData = routePaths.myData.href();
const FORM_ID = 'mijn-gegevens/betaalgegevens';
const portal = (value: Partial<PortalStoryParameters>) => ({
  portal: { path: myData, persona: 'jan', ...value } as PortalStoryParameters,
});
const PUT = { path: '/api/account/paymentinformation', method: 'PUT' };

const meta = {
  title: 'Portal/Secties/Betaalgegevens',
  component: PaymentDetailsSection,
  args: { formId: FORM_ID },
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({}) },
} satisfies Meta<typeof PaymentDetailsSection>;

export default meta;
type Story = StoryObj<typeof meta>;
type Section = ReturnType<typeof within>;

const section = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Betaalgegevens' }));
const edit = async (canvasElement: HTMLElement) => {
  const found = await section(canvasElement);
  await userEvent.click(found.getByRole('button', { name: 'Betaalgegevens wijzigen' }));
  await found.findByRole('textbox', { name: 'IBAN-nummer' });
  return found;
};
const fields = (found: Section) => ({
  holder: found.getByRole('textbox', { name: 'Naam rekeninghouder' }),
  iban: found.getByRole('textbox', { name: 'IBAN-nummer' }),
  day: found.getByRole('combobox', { name: 'Automatische incasso' }),
});
const retype = async (field: HTMLElement, value: string) => {
  await userEvent.clear(field);
  await userEvent.type(field, value);
};
const save = (found: Section) =>
  userEvent.click(found.getByRole('button', { name: 'Betaalgegevens opslaan' }));
const draftInSession = () =>
  JSON.parse(
    sessionStorage.getItem(formDraftKey(location.host, FORM_ID)) ?? 'null',
  ) as Partial<PaymentDetailsInput> | null;
/** A write goes through the sandbox and a refetch: longer than a render. */
const WRITE = { timeout: 5000 };

/** Jan: what is on file, read-only, with the IBAN in groups of four. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(found.getByText('J. de Vries')).toBeVisible();
    await expect(found.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
    await expect(found.getByText('Automatische incasso op de 25e van de maand')).toBeVisible();
    await expect(found.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Piet pays by transfer; the form offers that as the first choice of the day list. */
export const ByTransfer: Story = {
  parameters: portal({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(found.getByText('Je maakt je rekening zelf over.')).toBeVisible();
    await userEvent.click(found.getByRole('button', { name: 'Betaalgegevens wijzigen' }));
    // The form loads when opened (issue #34).
    await found.findByRole('textbox', { name: 'IBAN-nummer' });
    const { day } = fields(await section(canvasElement));
    await expect(day).toHaveDisplayValue('Geen incasso, ik maak zelf over');
  },
};

/** The form opened: today's values in the fields, and a way back without saving. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const found = await edit(canvasElement);
    const { holder, iban, day } = fields(found);
    await expect(holder).toHaveValue('J. de Vries');
    await expect(iban).toHaveValue('NL91ABNA0417164300');
    await expect(day).toHaveDisplayValue('Op de 25e van de maand');
    await userEvent.click(found.getByRole('button', { name: 'Annuleren' }));
    await expect(found.getByText('J. de Vries')).toBeVisible();
  },
};

/** Empty holder and a wrong IBAN: a summary links to both, each field says why, input stays. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const found = await edit(canvasElement);
    const { holder, iban } = fields(found);
    await userEvent.clear(holder);
    await retype(iban, 'NL91 ABNA 0417 1643 01');
    await save(found);
    const summary = within(
      await found.findByRole('alert', { name: 'Controleer de volgende gegevens:' }),
    );
    await expect(
      summary.getByRole('link', { name: 'Vul de naam van de rekeninghouder in.' }),
    ).toHaveAttribute('href', '#betaal-rekeninghouder');
    await expect(
      summary.getByRole('link', {
        name: 'Vul een geldig IBAN-nummer in, bijvoorbeeld NL91 ABNA 0417 1643 00.',
      }),
    ).toHaveAttribute('href', '#betaal-iban');
    await expect(iban).toHaveAttribute('aria-invalid', 'true');
    await expect(iban).toHaveValue('NL91 ABNA 0417 1643 01');
  },
};

/** A valid change saves: the read view comes back with the new IBAN and a focused confirmation. */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const found = await edit(canvasElement);
    const { iban, day } = fields(found);
    await retype(iban, 'NL20INGB0001234567');
    await userEvent.selectOptions(day, 'Op de 1e van de maand');
    await save(found);
    await expect(
      await found.findByText('Je betaalgegevens zijn opgeslagen.', {}, WRITE),
    ).toBeVisible();
    await expect(found.getByText('NL20 INGB 0001 2345 67')).toBeVisible();
    await expect(found.getByText('Automatische incasso op de 1e van de maand')).toBeVisible();
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({ eventCategory: 'SS - Betaalgegevens', eventAction: 'Success' }),
    );
  },
};

/** Spec §8: the PUT fails (a tracked change error, rethrown): said above the form, input kept. */
export const SaveError: Story = {
  parameters: portal({ faults: [{ ...PUT, status: 500 }] }),
  play: async ({ canvasElement }) => {
    const found = await edit(canvasElement);
    const { holder, iban } = fields(found);
    await retype(holder, 'J. de Vries-Bakker');
    await retype(iban, 'NL20INGB0001234567');
    await save(found);
    await expect(
      await found.findByText('Je betaalgegevens zijn niet opgeslagen', {}, WRITE),
    ).toBeVisible();
    await expect(holder).toHaveValue('J. de Vries-Bakker');
    await expect(iban).toHaveValue('NL20 INGB 0001 2345 67');
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({ eventCategory: 'SS - Betaalgegevens', eventAction: 'Error' }),
    );
  },
};

const REFUSAL = 'Van deze rekening kunnen we niet incasseren. Kies een andere rekening.';

/** The server refuses the IBAN (`success: false` naming the field): its words at that field. */
export const ServerFieldError: Story = {
  parameters: portal({
    faults: [{ ...PUT, status: 200, body: { success: false, field: 'iban', message: REFUSAL } }],
  }),
  play: async ({ canvasElement }) => {
    const found = await edit(canvasElement);
    const { iban } = fields(found);
    await retype(iban, 'NL20INGB0001234567');
    await save(found);
    const summary = within(
      await found.findByRole('alert', { name: 'Controleer de volgende gegevens:' }, WRITE),
    );
    await expect(summary.getByRole('link', { name: REFUSAL })).toBeVisible();
    await expect(iban).toHaveAccessibleDescription(expect.stringContaining(REFUSAL));
    await expect(iban).toHaveValue('NL20 INGB 0001 2345 67');
  },
};

/** Spec §8: a 503 on the save goes to maintenance; a draft stays behind, without the IBAN. */
export const MaintenanceMidSubmit: Story = {
  parameters: portal({ faults: [{ ...PUT, status: 503 }] }),
  play: async ({ canvasElement }) => {
    const found = await edit(canvasElement);
    const { holder, iban, day } = fields(found);
    await retype(holder, 'J. de Vries-Bakker');
    await retype(iban, 'NL20INGB0001234567');
    await userEvent.selectOptions(day, 'Op de 1e van de maand');
    await save(found);
    await expect(
      await within(canvasElement).findByRole(
        'heading',
        { level: 1, name: 'Vonk tijdelijk niet beschikbaar' },
        WRITE,
      ),
    ).toBeVisible();
    const draft = draftInSession();
    await expect(draft).toEqual({ accountHolderName: 'J. de Vries-Bakker', directDebitDay: '1' });
  },
};

/** Back after the maintenance: the form opens with the draft and says so; the IBAN is on file. */
export const DraftRestored: Story = {
  parameters: portal({
    drafts: { [FORM_ID]: { accountHolderName: 'J. de Vries-Bakker', directDebitDay: '1' } },
  }),
  play: async ({ canvasElement }) => {
    const found = await section(canvasElement);
    await expect(await found.findByText('We hebben bewaard wat je had ingevuld')).toBeVisible();
    const { holder, iban, day } = fields(found);
    await expect(holder).toHaveValue('J. de Vries-Bakker');
    await expect(day).toHaveDisplayValue('Op de 1e van de maand');
    // The IBAN never goes into a draft: what is on file stands there until it is typed again.
    await expect(iban).toHaveValue('NL91ABNA0417164300');
    await waitFor(() => expect(draftInSession()).toBeNull());
    await save(found);
    await expect(
      await found.findByText('Je betaalgegevens zijn opgeslagen.', {}, WRITE),
    ).toBeVisible();
    await expect(found.getByText('J. de Vries-Bakker')).toBeVisible();
  },
};

/** An agent working for jan sees and changes the same details. */
export const AsAgent: Story = {
  parameters: portal({ persona: 'agent', customerCode: customerCodes.jan }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(`Klantcode ${customerCodes.jan}`),
    ).toBeVisible();
    const found = await section(canvasElement);
    await expect(found.getByText('NL91 ABNA 0417 1643 00')).toBeVisible();
    await expect(found.getByRole('button', { name: 'Betaalgegevens wijzigen' })).toBeEnabled();
  },
};

/** The same component on /rekeningen, with its own draft name. */
export const OnInvoices: Story = {
  args: { formId: 'rekeningen/betaalgegevens' },
  parameters: portal({ path: routePaths.invoices.href() }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Rekeningen' }),
    ).toBeVisible();
    const found = await section(canvasElement);
    await expect(found.getByText('Automatische incasso op de 25e van de maand')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: async ({ canvasElement }) => {
    const found = await edit(canvasElement);
    await expect(found.getByRole('button', { name: 'Betaalgegevens opslaan' })).toBeVisible();
  },
};

// Generated bad input in these fields: forms/GeneratedBadInput.stories.tsx (PaymentDetails).
