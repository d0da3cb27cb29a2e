import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formDraftKey, routePaths } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { ReturnLabelPage } from './ReturnLabelPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { pageStateStories } from '../../testing/pageStates.ts';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';

const portal = (value: PortalStoryParameters) => ({ portal: value });
// Jan's old Mediabox goes back: the one return label of the sandbox.
const label = personas.jan.returnLabels![0]!;
const withReference = (reference: string) => routePaths.returnLabel.href({ referentie: reference });

const meta = {
  title: 'Portal/Pagina’s/Retourlabel',
  component: ReturnLabelPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    ...portal({ path: withReference(label.reference), persona: null }),
  },
} satisfies Meta<typeof ReturnLabelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectLabel = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Retourlabel' })).toBeVisible();
  const contents = within(await page.findByRole('region', { name: 'Dit gaat in de doos' }));
  for (const name of label.productNames) await expect(contents.getByText(name)).toBeVisible();
  await expect(page.getByText(label.orderId)).toBeVisible();
  await expect(page.getByText('Inleveren uiterlijk')).toBeVisible();
  // A date in running text is written out (returnBefore is 2026-12-06), never '06-12-2026'.
  await expect(label.returnBefore).toBe('2026-12-06');
  await expect(page.getAllByText('6 december 2026', { exact: false })[0]).toBeVisible();
  await expect(page.queryByText('06-12-2026', { exact: false })).toBeNull();
  await expect(page.getByRole('button', { name: 'Download retourlabel (PDF)' })).toBeVisible();
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expectLabel(canvasElement);
    const page = within(canvasElement);
    await expect(
      page.getByText('Lever de doos uiterlijk 6 december 2026 in bij een pakketpunt.'),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Een ander retourlabel opzoeken' }),
    ).toHaveAttribute('href', routePaths.returnLabel.href());
    await expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
  },
};

/** No reference in the link: the page asks for it and shows the label it finds. */
export const EnterReference: Story = {
  parameters: portal({ path: routePaths.returnLabel.href(), persona: null }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('textbox', { name: /Retourreferentie/ });
    await expect(page.getByText(/Vul de retourreferentie uit je e-mail in/)).toBeVisible();
    await userEvent.type(field, label.reference);
    await userEvent.keyboard('{Enter}');
    await expectLabel(canvasElement);
  },
};

export const UnknownReference: Story = {
  parameters: portal({ path: withReference('RET-2026-9999'), persona: null }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('We kunnen deze retourreferentie niet vinden'),
    ).toBeVisible();
    await expect(page.getByText(/Er is geen retour met referentie RET-2026-9999\./)).toBeVisible();
    const field = page.getByRole('textbox', { name: /Retourreferentie/ });
    await expect(field).toHaveValue('RET-2026-9999');
    await userEvent.clear(field);
    await userEvent.type(field, label.reference);
    await userEvent.click(page.getByRole('button', { name: 'Retourlabel opzoeken' }));
    await expectLabel(canvasElement);
  },
};

/**
 * A link whose reference is not one (a path walk, 3,000 characters): nothing is looked up and
 * nothing of it is shown back; the form asks for the reference from the e-mail (issue #27).
 */
export const InvalidLink: Story = {
  parameters: portal({ path: withReference(`../..${'A'.repeat(3000)}`), persona: null }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Deze link is niet geldig')).toBeVisible();
    await expect(
      page.getByText(
        'De retourreferentie in de link klopt niet. Vul de retourreferentie uit je e-mail hieronder in.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Retourreferentie/ })).toHaveValue('');
    await expect(canvasElement.textContent).not.toContain('AAAAAAAAAA');
  },
};

const states = pageStateStories({
  path: withReference(label.reference),
  persona: null,
  read: '/api/shippinglabel',
  heading: 'Retourlabel',
  loading: 'Retourlabel laden',
  failed: 'Je retourlabel kan nu niet worden geladen.',
  loaded: async (page, canvasElement) => {
    await expectLabel(canvasElement);
    return page.getByRole('region', { name: 'Dit gaat in de doos' });
  },
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;
export const ServerErrorRecovered: Story = states.ServerErrorRecovered;

/** Issue #31: the guessing limiter holds this address (429): said as such, not as our failure. */
export const TooManyAttempts: Story = {
  parameters: portal({
    path: withReference(label.reference),
    persona: null,
    faults: [{ path: '/api/shippinglabel', status: 429 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('Te veel pogingen, probeer het over 10 minuten.'),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveTextContent(
      'Zo beschermen we de links in je e-mails tegen raden.',
    );
    await expect(page.queryByText(/aan onze kant/)).toBeNull();
  },
};

// The label itself, its download and a failing download: ReturnLabelDetails's stories.

const draftInSession = () =>
  JSON.parse(sessionStorage.getItem(formDraftKey(location.host, 'retour-label')) ?? 'null') as {
    reference?: string;
  } | null;

/** Spec §8: a 503 on the lookup goes to maintenance; the typed reference stays as a draft. */
export const MaintenanceMidSubmit: Story = {
  parameters: portal({
    path: routePaths.returnLabel.href(),
    persona: null,
    faults: [{ path: '/api/shippinglabel', status: 503 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('textbox', { name: /Retourreferentie/ });
    await userEvent.type(field, 'ret-2026-0117');
    await userEvent.click(page.getByRole('button', { name: 'Retourlabel opzoeken' }));
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Vonk tijdelijk niet beschikbaar' }),
    ).toBeVisible();
    await expect(draftInSession()).toEqual({ reference: 'ret-2026-0117' });
  },
};

/** Back after the maintenance: the reference is in the field again, ready to look up. */
export const DraftRestored: Story = {
  parameters: portal({
    path: routePaths.returnLabel.href(),
    persona: null,
    drafts: { 'retour-label': { reference: label.reference } },
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const field = await page.findByRole('textbox', { name: /Retourreferentie/ });
    await expect(field).toHaveValue(label.reference);
    // The form forgets the restored draft in an effect after it renders; the reference stays in
    // the field, ready to look up (Default shows the lookup itself).
    await waitFor(() => expect(draftInSession()).toBeNull());
    await expect(page.getByRole('button', { name: 'Retourlabel opzoeken' })).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Dit gaat in de doos' })).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
