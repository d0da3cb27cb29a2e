import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatEuro } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { DunningStatus } from '@vonk/domain';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { InvoicesPage } from './InvoicesPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';

const portal = (value: Partial<PortalStoryParameters>) => ({
  portal: { path: routePaths.invoices.href(), persona: 'jan', ...value } as PortalStoryParameters,
});
// Testing Library folds the non-breaking space after € in the page, not in the expected text.
const euro = (amount: number) => formatEuro(amount).replace(/\s/g, ' ');
const dunning = (value: Partial<DunningStatus>): DunningStatus => ({
  inDunning: true,
  stage: 'Warning',
  overdueAmount: 164.9,
  nextStepDate: '2026-12-06',
  ...value,
});

const meta = {
  title: 'Portal/Pagina’s/Rekeningen',
  component: InvoicesPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({}) },
} satisfies Meta<typeof InvoicesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name: 'Rekeningen' })).toBeVisible();
  return page;
};

/** Jan: one open invoice not yet due, nothing late; every invoice with its PDF, newest first. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    const overview = within(await page.findByRole('region', { name: 'Overzicht' }));
    await expect(overview.getByText('Openstaand bedrag')).toBeVisible();
    await expect(overview.getByText(euro(130.45))).toBeVisible();
    await expect(overview.getByText(`${euro(130.45)} van 8 november 2026`)).toBeVisible();
    await expect(overview.queryByText('Waarvan te laat')).not.toBeInTheDocument();
    const table = within(page.getByRole('table', { name: 'Rekeningen, nieuwste eerst' }));
    const rows = table.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('08-11-2026');
    await expect(rows[0]).toHaveTextContent('Openstaand');
    await expect(rows[1]).toHaveTextContent('Betaald');
    await expect(
      table.getByRole('button', { name: 'PDF van de rekening van 8 november 2026' }),
    ).toBeVisible();
    await expect(page.queryByText(/niet gelukt/)).not.toBeInTheDocument();
  },
};

/** Choosing two invoices offers them as one zip; the count is announced. */
export const TwoChosen: Story = {
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await userEvent.click(
      await page.findByRole('checkbox', { name: 'Kies de rekening van 8 november 2026' }),
    );
    await userEvent.click(
      page.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' }),
    );
    await expect(page.getByText('2 rekeningen gekozen')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download 2 rekeningen als zip' })).toBeVisible();
  },
};

/** The zip fails (500): said under its button, and both invoices stay chosen. */
export const DownloadFailed: Story = {
  parameters: portal({ faults: [{ path: '/api/invoices/pdf', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    const first = await page.findByRole('checkbox', {
      name: 'Kies de rekening van 8 november 2026',
    });
    const second = page.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' });
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(page.getByRole('button', { name: 'Download 2 rekeningen als zip' }));
    await expect(
      await page.findByText(
        'Het downloaden van je gekozen rekeningen is niet gelukt. Je keuze staat er nog: probeer het nog eens.',
      ),
    ).toBeVisible();
    await expect(first).toBeChecked();
    await expect(second).toBeChecked();
  },
};

/**
 * Piet, dunning stage Warning: how much is late, what happens next and by when (the collection
 * agency after 6 December), and the way out.
 */
export const Arrears: Story = {
  parameters: portal({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(await page.findByText('Je hebt een aanmaning gekregen')).toBeVisible();
    await expect(page.getByText(`Je hebt ${euro(164.9)} niet op tijd betaald.`)).toBeVisible();
    await expect(
      page.getByText(
        'Betaal vóór 6 december 2026. Anders geven we je betalingsachterstand uit handen aan een incassobureau. Dan komen er incassokosten bij.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Betaal .* nu met iDEAL/ })).toHaveAttribute(
      'href',
      'https://www.vonk.example/betalen',
    );
    const rows = within(page.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows[1]).toHaveTextContent('Te laat');
    await expect(page.getByText('Waarvan te laat')).toBeVisible();
  },
};

/** Stage Reminder: the next step is a warning letter. */
export const ArrearsReminder: Story = {
  parameters: portal({
    persona: 'piet',
    faults: [
      { path: '/api/invoices/dunningstatus', status: 200, body: dunning({ stage: 'Reminder' }) },
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(await page.findByText('Je hebt een betalingsherinnering gekregen')).toBeVisible();
    await expect(
      page.getByText('Betaal vóór 6 december 2026. Anders sturen we je een aanmaning.'),
    ).toBeVisible();
  },
};

/** Stage Collection: handed over, nothing further to prevent; pay as soon as possible. */
export const ArrearsAtCollection: Story = {
  parameters: portal({
    persona: 'piet',
    faults: [
      {
        path: '/api/invoices/dunningstatus',
        status: 200,
        body: dunning({ stage: 'Collection', nextStepDate: null }),
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(
      await page.findByText('We hebben je betalingsachterstand uit handen gegeven'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Het incassobureau neemt contact met je op. Betaal zo snel mogelijk, dan komen er geen extra kosten bij.',
      ),
    ).toBeVisible();
  },
};

/** Sanne has paid everything. */
export const AllPaid: Story = {
  parameters: portal({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(
      await page.findByText('Je hebt alles betaald. Er staat niets open.'),
    ).toBeVisible();
    await expect(page.queryByText(/aanmaning|herinnering/)).not.toBeInTheDocument();
  },
};

/** No invoices yet (a new customer): the list says so. */
export const Empty: Story = {
  parameters: portal({
    persona: 'sanne',
    faults: [{ path: '/api/invoices', method: 'GET', status: 200, body: [] }],
  }),
  play: async ({ canvasElement }) => {
    // Newest fault wins, so the balance and dunning keep the sandbox's answers.
    const page = await heading(canvasElement);
    await expect(await page.findByText('Je hebt nog geen rekeningen.')).toBeVisible();
    await expect(page.queryByText('Laatste rekening')).not.toBeInTheDocument();
  },
};

/** Spec §8, 22/01 to 26/01: payments are not updated, no arrangement or postponement. */
export const MaintenanceNotice: Story = {
  parameters: portal({ persona: 'piet', today: '2027-01-23' }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(
      await page.findByText('Van 22/01 tot en met 26/01 voeren we onderhoud uit'),
    ).toBeVisible();
    await expect(
      page.getByText('Je betalingen worden in deze periode niet bijgewerkt.'),
    ).toBeVisible();
  },
};

/** The day after the window: no notice. */
export const NoticeDayAfter: Story = {
  parameters: portal({ persona: 'piet', today: '2027-01-27' }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(await page.findByText('Je hebt een aanmaning gekregen')).toBeVisible();
    await expect(page.queryByText(/voeren we onderhoud uit/)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: portal({ faults: [{ path: '/api/invoices', delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mijn Vonk wordt geladen')).toBeVisible();
  },
};

/** Handled globally (spec §8): the page is marked failed, the shell and a retry stay. */
export const ServerError: Story = {
  parameters: portal({ faults: [{ path: '/api/invoices/openbalance', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Oeps! Er is iets fout gegaan.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};
