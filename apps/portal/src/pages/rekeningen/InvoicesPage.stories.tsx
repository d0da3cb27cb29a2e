import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatEuro } from '@vonk/ui';
import { routePaths } from '@vonk/domain';
import type { DunningStatus, InstallmentPlanEligibility } from '@vonk/domain';
import { InvoicesPage } from './InvoicesPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { storyTracking } from '../../testing/storyTracking.ts';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, pageStateStories } from '../../testing/pageStates.ts';
import type { Login } from '@vonk/sandbox/personas';

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
  collectionAgency: null,
  ...value,
});

const notEligible = (
  reason: InstallmentPlanEligibility['reason'],
): { path: string; method: string; status: number; body: InstallmentPlanEligibility } => ({
  path: '/api/installmentplan/eligibility',
  method: 'GET',
  status: 200,
  body: { eligible: false, reason, amount: 164.9, termOptions: [], minimumAmount: 25 },
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

/** Jan: one open invoice not yet due, nothing late; his invoices under the overview. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    // The overview's figures: BalanceOverview's stories.
    await expect(await page.findByRole('region', { name: 'Overzicht' })).toBeVisible();
    // The rows: InvoiceList's stories.
    await expect(page.getByRole('table', { name: 'Rekeningen, nieuwste eerst' })).toBeVisible();
    await expect(page.queryByText(/niet gelukt/)).not.toBeInTheDocument();
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
    await expect(page.getByText('Waarvan te laat')).toBeVisible();
  },
};

/** No invoices yet (a new customer): the list says so. */
export const Empty: Story = {
  parameters: portal({
    persona: 'sanne',
    // A fault's path is a prefix and the newest matching fault wins: the list is empty, the
    // balance and dunning answer what a new customer's would.
    faults: [
      { path: '/api/invoices', method: 'GET', status: 200, body: [] },
      { path: '/api/invoices/openbalance', status: 200, body: { amount: 0, overdueAmount: 0 } },
      {
        path: '/api/invoices/dunningstatus',
        status: 200,
        body: dunning({ inDunning: false, stage: 'None', overdueAmount: 0, nextStepDate: null }),
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(
      await page.findByText('Je hebt alles betaald. Er staat niets open.'),
    ).toBeVisible();
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
  parameters: {
    ...portal({ persona: 'piet', today: '2027-01-27' }),
    docsAlike: 'the day after shows no notice: piet’s page as Arrears shows it',
  },
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(await page.findByText('Je hebt een aanmaning gekregen')).toBeVisible();
    await expect(page.queryByText(/voeren we onderhoud uit/)).not.toBeInTheDocument();
  },
};

const states = pageStateStories({
  path: routePaths.invoices.href(),
  read: '/api/invoices',
  heading: 'Rekeningen',
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  play: Default.play,
};

const arrangement = async (canvasElement: HTMLElement) =>
  within(await (await heading(canvasElement)).findByRole('region', { name: 'Betalingsregeling' }));
/** Piet is in arrears: the overview links to the offer (its states: ArrangementSection's stories). */
export const ArrangementOffer: Story = {
  parameters: portal({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(
      page.getByRole('link', {
        name: 'Kun je niet alles in één keer betalen? Spreek een betalingsregeling af',
      }),
    ).toHaveAttribute('href', '#betalingsregeling');
    const section = await arrangement(canvasElement);
    await expect(
      section.getByRole('radiogroup', { name: 'In hoeveel maanden wil je betalen?' }),
    ).toBeVisible();
  },
};

/**
 * Confirmed: the running plan with its schedule, the arrears gone from the overview, and the
 * write tracked as a Success with the number of terms.
 */
export const ArrangementConfirmed: Story = {
  parameters: portal({ persona: 'piet', path: routePaths.invoices.href({ termijnen: '3' }) }),
  play: async ({ canvasElement }) => {
    const section = await arrangement(canvasElement);
    await userEvent.click(
      await section.findByRole('button', { name: 'Betalingsregeling afspreken' }),
    );
    await expect(await section.findByText('Je betalingsregeling is afgesproken')).toBeVisible();
    await expect(
      section.getByText(`Je betaalt ${euro(164.9)} in 3 maandelijkse termijnen.`),
    ).toBeVisible();
    await expect(
      section.getByRole('table', { name: 'Termijnen van je betalingsregeling' }),
    ).toBeVisible();
    const page = within(canvasElement);
    await waitFor(() =>
      expect(page.queryByText('Je hebt een aanmaning gekregen')).not.toBeInTheDocument(),
    );
    await expect(storyTracking.hits).toContainEqual(
      expect.objectContaining({
        eventCategory: 'SS - Betalingsregeling',
        eventAction: 'Success',
        eventLabel: '3 termijnen',
      }),
    );
  },
};

/**
 * Spec §8 "returns true on error recovery": the POST fails, the call still answers true, but no
 * plan exists — the page says it is not sure and that nothing runs yet, and offers a retry.
 */
export const ArrangementServerError: Story = {
  parameters: portal({
    persona: 'piet',
    path: routePaths.invoices.href({ termijnen: '3' }),
    faults: [{ path: '/api/installmentplan', method: 'POST', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const section = await arrangement(canvasElement);
    await userEvent.click(
      await section.findByRole('button', { name: 'Betalingsregeling afspreken' }),
    );
    await expect(
      await section.findByText('We weten niet zeker of je betalingsregeling is gelukt'),
    ).toBeVisible();
    await expect(section.getByText(/dus hij loopt nog niet/)).toBeVisible();
    await expect(
      section.queryByText('Je betalingsregeling is afgesproken'),
    ).not.toBeInTheDocument();
    await expect(
      section.getByRole('button', { name: 'Probeer opnieuw af te spreken' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByText('Je hebt een aanmaning gekregen')).toBeVisible();
  },
};

/** A running plan: in the section, and its invoices marked in the list. */
export const ArrangementRunning: Story = {
  parameters: portal({ persona: 'regeling' }),
  play: async ({ canvasElement }) => {
    const section = await arrangement(canvasElement);
    await expect(
      section.getByText(`Je betaalt ${euro(164.9)} in 3 maandelijkse termijnen.`),
    ).toBeVisible();
    const list = within(
      within(canvasElement).getByRole('table', { name: 'Rekeningen, nieuwste eerst' }),
    );
    await expect(list.getAllByText('In betalingsregeling')).toHaveLength(2);
  },
};

/** No reason given while in arrears: said honestly, and the overview does not link to it. */
export const NotEligibleOther: Story = {
  parameters: portal({ persona: 'piet', faults: [notEligible(null)] }),
  play: async ({ canvasElement }) => {
    const section = await arrangement(canvasElement);
    await expect(section.getByText('Een betalingsregeling is nu niet mogelijk.')).toBeVisible();
    await expect(
      within(canvasElement).queryByRole('link', { name: /Spreek een betalingsregeling af/ }),
    ).not.toBeInTheDocument();
  },
};

/** The persona `incasso` (npm start): handed over to Incasso Noord, named, with how to reach it. */
export const NotEligibleAtCollectionAgencyPersona: Story = {
  parameters: portal({ persona: 'incasso' }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    await expect(
      await page.findByText('We hebben je betalingsachterstand uit handen gegeven'),
    ).toBeVisible();
    await expect(page.getByText(/^Incasso Noord neemt contact met je op\./)).toBeVisible();
    const section = await arrangement(canvasElement);
    await expect(
      section.getByText(/Je achterstand is al bij incassobureau Incasso Noord\./),
    ).toBeVisible();
    await expect(section.getByRole('link', { name: 'Bel 088-1234567' })).toBeVisible();
    await expect(section.queryByRole('button', { name: 'Bekijk je termijnen' })).toBeNull();
  },
};

/**
 * Issue #26: where no arrangement can be made, no part of the page says one might — not the
 * overview's ways out, not postponement ("Een betalingsregeling kan misschien wel." is gone).
 */
const oneAnswer = (persona: Login, today?: string): Story => ({
  parameters: portal({ persona, ...(today && { today }) }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement);
    const postpone = within(await page.findByRole('region', { name: 'Uitstel van betaling' }));
    await expect(
      postpone.getByText('Uitstel kan niet zolang er een rekening te laat betaald is.'),
    ).toBeVisible();
    await expect(postpone.queryByText(/betalingsregeling/)).not.toBeInTheDocument();
    await expect(page.queryByText(/kan misschien wel/)).not.toBeInTheDocument();
    await expect(
      page.queryByRole('link', { name: /Spreek een betalingsregeling af/ }),
    ).not.toBeInTheDocument();
  },
});
export const OneAnswerTooSmall = oneAnswer('lage-achterstand');
export const OneAnswerAtCollectionAgency = oneAnswer('incasso');
export const OneAnswerRefused = oneAnswer('geen-regeling');
export const OneAnswerDuringNotice = oneAnswer('piet', '2027-01-23');

// Payment details: PaymentDetailsSection's stories (OnInvoices there); credits: CreditList's
// (ADR 088).

/** An agent working for jan: the same page, with the customer code in the header. */
export const AsAgent: Story = asAgentStory(
  routePaths.invoices.href(),
  'jan',
  async (_page, canvasElement) => {
    const page = await heading(canvasElement);
    const overview = within(await page.findByRole('region', { name: 'Overzicht' }));
    await expect(overview.getByText(euro(130.45))).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'PDF van de rekening van 8 november 2026' }),
    ).toBeVisible();
    return within(page.getByRole('region', { name: 'Betaalgegevens' })).getByText(
      'NL91 ABNA 0417 1643 00',
    );
  },
);
