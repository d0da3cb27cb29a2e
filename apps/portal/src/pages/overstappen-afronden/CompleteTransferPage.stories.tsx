import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formDraftKey } from '@vonk/domain';
import type { TransferDetailsInput } from '@vonk/domain';
import { CompleteTransferPage } from './CompleteTransferPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';
import { dateParts } from '../../testing/dateFields.ts';
import { fillTransferDates, sanneTransfer, TRANSFER_TODAY } from '../../testing/transferStory.ts';

// Sanne's dossier waits for her details.
const dossier = sanneTransfer;
const path = routePaths.completeTransfer.href({ reference: dossier.reference });
const portal = (value: Omit<PortalStoryParameters, 'today'>) => ({
  portal: { today: TRANSFER_TODAY, ...value },
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

// An unknown reference, loading, a failed load, a save and every status: CompleteTransferDossier's
// stories; bad input, a failed save and refusals: CompleteTransferForm's (ADR 088).

const MAINTENANCE = 'Vonk tijdelijk niet beschikbaar';
const DRAFT_ID = `overstappen-afronden/${dossier.reference}`;
const draftInSession = () =>
  JSON.parse(
    sessionStorage.getItem(formDraftKey(location.host, DRAFT_ID)) ?? 'null',
  ) as Partial<TransferDetailsInput> | null;

/** Spec §8: a 503 on the save goes to maintenance; what was typed stays behind as a draft. */
/** A path that is not a reference (3,000 characters): not looked up, not shown back (issue #27). */
export const InvalidLink: Story = {
  parameters: portal({
    path: routePaths.completeTransfer.href({ reference: 'A'.repeat(3000) }),
    persona: null,
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Deze link is niet geldig')).toBeVisible();
    await expect(
      page.getByText(
        'De referentie in de link klopt niet. Vul de referentie uit je e-mail hieronder in.',
      ),
    ).toBeVisible();
    await expect(canvasElement.textContent).not.toContain('AAAAAAAAAA');
  },
};

export const MaintenanceMidSubmit: Story = {
  parameters: portal({
    path,
    persona: null,
    faults: [{ path: '/api/transfer/reference', method: 'PUT', status: 503 }],
  }),
  play: async ({ canvasElement }) => {
    const page = await expectForm(canvasElement);
    await userEvent.type(page.getByRole('textbox', { name: /^Klantnummer/ }), 'GN-77812');
    await fillTransferDates(page);
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
    await waitFor(() => expect(draftInSession()).toBeNull());
    await userEvent.click(page.getByRole('button', { name: 'Gegevens versturen' }));
    await expect(await page.findByText('Je gegevens zijn verstuurd')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
