import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formDraftKey } from '@vonk/domain';
import type { TransferDetailsInput, TransferDossier } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { CompleteTransferPage } from './CompleteTransferPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';

// Sanne's dossier waits for her details (its reference is random per sandbox run, ADR 064).
const dossier = personas.sanne.transfer!;
const path = routePaths.completeTransfer.href({ reference: dossier.reference });
// Validation compares with today: a fixed day keeps the stories true next year.
const TODAY = '2026-11-22';
const portal = (value: Omit<PortalStoryParameters, 'today'>) => ({
  portal: { today: TODAY, ...value },
});

const meta = {
  title: 'Portal/Pagina’s/Overstappen afronden',
  component: CompleteTransferPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path, persona: null }) },
} satisfies Meta<typeof CompleteTransferPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Page = ReturnType<typeof within>;

const dateParts = (page: Page, legend: RegExp) => {
  const group = within(page.getByRole('group', { name: legend }));
  return {
    day: group.getByRole('textbox', { name: 'Dag' }),
    month: group.getByRole('textbox', { name: 'Maand' }),
    year: group.getByRole('textbox', { name: 'Jaar' }),
  };
};

const typeDate = async (
  page: Page,
  legend: RegExp,
  [day, month, year]: [string, string, string],
) => {
  const parts = dateParts(page, legend);
  await userEvent.clear(parts.day);
  await userEvent.type(parts.day, day);
  await userEvent.clear(parts.month);
  await userEvent.type(parts.month, month);
  await userEvent.clear(parts.year);
  await userEvent.type(parts.year, year);
};

/** The form as Sanne's dossier prefills it. */
const expectForm = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(
    await page.findByRole('heading', { level: 1, name: 'Overstappen afronden' }),
  ).toBeVisible();
  await expect(await page.findByText('Wacht op je gegevens')).toBeVisible();
  await expect(page.getByText(dossier.reference)).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Huidige provider/ })).toHaveValue(
    dossier.currentProvider!,
  );
  await expect(page.getByRole('textbox', { name: /^Telefoonnummer/ })).toHaveValue(
    dossier.contactPhoneNumber!,
  );
  await expect(page.getByRole('button', { name: 'Gegevens versturen' })).toBeVisible();
  return page;
};

const fillComplete = async (page: Page) => {
  await typeDate(page, /Einddatum van je contract/, ['31', '12', '2026']);
  await typeDate(page, /Gewenste overstapdatum/, ['4', '1', '2027']);
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await expectForm(canvasElement);
    await expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
    await expect(page.getByRole('textbox', { name: /^Klantnummer/ })).toHaveValue('');
  },
};

/** No reference in the link: the page asks for it and opens the dossier it finds. */
export const EnterReference: Story = {
  parameters: portal({ path: routePaths.completeTransfer.href(), persona: null }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('textbox', { name: /Referentie van je overstap/ });
    await userEvent.type(field, dossier.reference);
    await userEvent.keyboard('{Enter}');
    await expectForm(canvasElement);
  },
};

export const UnknownReference: Story = {
  parameters: portal({
    path: routePaths.completeTransfer.href({ reference: 'OV-2026-9999' }),
    persona: null,
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('We kunnen deze overstap niet vinden')).toBeVisible();
    await expect(page.getByText(/Er is geen overstap met referentie OV-2026-9999\./)).toBeVisible();
    const field = page.getByRole('textbox', { name: /Referentie van je overstap/ });
    await expect(field).toHaveValue('OV-2026-9999');
    await userEvent.clear(field);
    await userEvent.type(field, dossier.reference);
    await userEvent.click(page.getByRole('button', { name: 'Verder' }));
    await expectForm(canvasElement);
  },
};

export const Loading: Story = {
  parameters: portal({
    path,
    persona: null,
    faults: [{ path: '/api/transfer/reference', delayMs: NEVER_MS }],
  }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Je overstap laden')).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: portal({
    path,
    persona: null,
    faults: [{ path: '/api/transfer/reference', method: 'GET', status: 500, times: 1 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Je overstap kan nu niet worden geladen.' }),
    ).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Probeer opnieuw' }));
    await expectForm(canvasElement);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const page = await expectForm(canvasElement);
    // By keyboard: leaving a field checks it.
    const phone = page.getByRole('textbox', { name: /^Telefoonnummer/ });
    await userEvent.clear(phone);
    await userEvent.type(phone, '06 1234');
    await userEvent.tab();
    const phoneError =
      'Vul een Nederlands telefoonnummer in van 10 cijfers, bijvoorbeeld 06 12345678.';
    await expect(await page.findByText(phoneError)).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // On submit: every field, in a summary that links to each.
    await userEvent.clear(page.getByRole('textbox', { name: /^Huidige provider/ }));
    await typeDate(page, /Gewenste overstapdatum/, ['1', '11', '2026']);
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    const summary = within(await page.findByRole('alert', { name: 'Controleer deze gegevens:' }));
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
    await typeDate(page, /Einddatum van je contract/, ['31', '12', '2026']);
    await typeDate(page, /Gewenste overstapdatum/, ['1', '12', '2026']);
    await expect(
      await summary.findByRole('link', {
        name: 'Kies een overstapdatum op of na de einddatum van je contract (31 december 2026).',
      }),
    ).toBeVisible();
    await userEvent.click(
      summary.getByRole('link', { name: 'Vul de naam van je huidige provider in.' }),
    );
    await expect(page.getByRole('textbox', { name: /^Huidige provider/ })).toHaveFocus();
  },
};

export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const page = await expectForm(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: /^Klantnummer/ }), 'GN-77812');
    await fillComplete(page);
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    const saved = (await page.findByText('Je gegevens zijn verstuurd')).closest('[role="status"]');
    await expect(saved).toHaveTextContent('Bedankt! We regelen je overstap');
    await waitFor(() => expect(saved).toHaveFocus());
    await expect(page.getByText('Aanvraag verstuurd')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
    await expect(page.getByText('GN-77812')).toBeVisible();
    await expect(page.getByText('4 januari 2027')).toBeVisible();
  },
};

export const SaveError: Story = {
  parameters: portal({
    path,
    persona: null,
    faults: [{ path: '/api/transfer/reference', method: 'PUT', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = await expectForm(canvasElement);
    await fillComplete(page);
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    const failed = (await page.findByText('Versturen is niet gelukt')).closest('[role="alert"]');
    await expect(failed).toHaveTextContent('Wat je hebt ingevuld, staat er nog.');
    const end = dateParts(page, /Einddatum van je contract/);
    await expect(end.day).toHaveValue('31');
    await expect(end.year).toHaveValue('2026');
    await expect(dateParts(page, /Gewenste overstapdatum/).year).toHaveValue('2027');
    await expect(page.getByText('Wacht op je gegevens')).toBeVisible();
  },
};

const MAINTENANCE = 'Vonk tijdelijk niet beschikbaar';
const DRAFT_ID = `overstappen-afronden/${dossier.reference}`;
const draftInSession = () =>
  JSON.parse(
    sessionStorage.getItem(formDraftKey(location.host, DRAFT_ID)) ?? 'null',
  ) as Partial<TransferDetailsInput> | null;

/** Spec §8: a 503 on the save goes to maintenance; what was typed stays behind as a draft. */
export const MaintenanceMidSubmit: Story = {
  parameters: portal({
    path,
    persona: null,
    faults: [{ path: '/api/transfer/reference', method: 'PUT', status: 503 }],
  }),
  play: async ({ canvasElement }) => {
    const page = await expectForm(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: /^Klantnummer/ }), 'GN-77812');
    await fillComplete(page);
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    await expect(await page.findByRole('heading', { level: 1, name: MAINTENANCE })).toBeVisible();
    await expect(draftInSession()).toMatchObject({
      currentCustomerNumber: 'GN-77812',
      contractEndDate: '2026-12-31',
      requestedSwitchDate: '2027-01-04',
    });
  },
};

/** Back after the maintenance: the draft fills the form again and the page says so. */
export const DraftRestored: Story = {
  parameters: portal({
    path,
    persona: null,
    drafts: {
      [DRAFT_ID]: {
        currentProvider: 'Kabel Zuid',
        currentCustomerNumber: 'GN-77812',
        contractEndDate: '2026-12-31',
        requestedSwitchDate: '2027-01-04',
        contactPhoneNumber: '06 8765 4321',
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('We hebben bewaard wat je had ingevuld')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Huidige provider/ })).toHaveValue(
      'Kabel Zuid',
    );
    await expect(page.getByRole('textbox', { name: /^Klantnummer/ })).toHaveValue('GN-77812');
    await expect(dateParts(page, /Einddatum van je contract/).day).toHaveValue('31');
    await expect(dateParts(page, /Gewenste overstapdatum/).year).toHaveValue('2027');
    await expect(draftInSession()).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    await expect(await page.findByText('Je gegevens zijn verstuurd')).toBeVisible();
  },
};

/** The server refuses a field (`success: false` naming it): its message stands at that field. */
export const ServerFieldError: Story = {
  parameters: portal({
    path,
    persona: null,
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
    const page = await expectForm(canvasElement);
    await fillComplete(page);
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    const message = 'Op dit nummer kunnen we je niet bereiken. Geef een ander nummer op.';
    const summary = within(await page.findByRole('alert', { name: 'Controleer deze gegevens:' }));
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: /^Telefoonnummer/ }),
    ).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(page.getByText('Wacht op je gegevens')).toBeVisible();
  },
};

const withStatus = (status: TransferDossier['status']) =>
  portal({
    path,
    persona: null,
    faults: [
      {
        path: `/api/transfer/reference/${dossier.reference}`,
        method: 'GET',
        status: 200,
        body: {
          ...dossier,
          status,
          contractEndDate: '2026-12-31',
          requestedSwitchDate: '2027-01-04',
        } satisfies TransferDossier,
      },
    ],
  });

export const AlreadySubmitted: Story = {
  parameters: withStatus('Submitted'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Aanvraag verstuurd')).toBeVisible();
    await expect(page.getByText(/We hebben je gegevens ontvangen/)).toBeVisible();
    const details = within(page.getByRole('region', { name: 'Je gegevens' }));
    await expect(details.getByText(dossier.currentProvider!)).toBeVisible();
    await expect(details.getByText('4 januari 2027')).toBeVisible();
    await expect(details.getByText('Niet ingevuld')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

export const Planned: Story = {
  parameters: withStatus('Planned'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Overstap gepland')).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

export const Completed: Story = {
  parameters: withStatus('Completed'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Overstap afgerond')).toBeVisible();
    await expect(
      page.getByText('Je bent overgestapt naar Vonk. Er is niets meer voor je te doen.'),
    ).toBeVisible();
    await expect(page.queryByRole('button', { name: 'Gegevens versturen' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
