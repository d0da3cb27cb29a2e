import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { DunningNotice } from './DunningNotice.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { euro } from '../../testing/euro.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';

// The arrears notice alone (ADR 033, 088), one story per dunning stage, each a sandbox persona's
// own dunning status and the served config's payment link. /rekeningen shows it in place.

/** The notice with the dunning status the page would give it. */
function DunningOfPersona() {
  const dunning = usePageData(reads.dunningStatus).data;
  return dunning ? <DunningNotice dunning={dunning} /> : null;
}

const sandbox = (persona: string) => ({
  sandbox: { persona, path: routePaths.invoices.href() },
});

const meta = {
  title: 'Portal/Secties/Rekeningen/Betalingsachterstand',
  component: DunningNotice,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox('piet'),
  render: () => <DunningOfPersona />,
} satisfies Meta<typeof DunningNotice>;

export default meta;
type Story = StoryObj<typeof DunningNotice>;

/** Lage-achterstand, stage Reminder: the next step is a warning letter. */
export const Reminder: Story = {
  parameters: sandbox('lage-achterstand'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je hebt een betalingsherinnering gekregen')).toBeVisible();
    await expect(page.getByText(`Je hebt ${euro(12.5)} niet op tijd betaald.`)).toBeVisible();
    await expect(
      page.getByText(/^Betaal vóór \d{1,2} [a-z]+ \d{4}\. Anders sturen we je een aanmaning\.$/),
    ).toBeVisible();
  },
};

/** Piet, stage Warning: the collection agency after 6 December, and the way out. */
export const Warning: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Je hebt een aanmaning gekregen')).toBeVisible();
    await expect(
      page.getByText(
        'Betaal vóór 6 december 2026. Anders geven we je betalingsachterstand uit handen aan een incassobureau. Dan komen er incassokosten bij.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /Betaal .* nu met iDEAL/ })).toHaveAttribute(
      'href',
      'https://www.vonk.example/betalen',
    );
  },
};

/**
 * Incasso, stage Collection: handed over to Incasso Noord, nothing further to prevent; the agency
 * by name and how to reach it (ADR 117; issue #26: it was "het incassobureau", no way to reach it).
 */
export const Collection: Story = {
  parameters: sandbox('incasso'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText('We hebben je betalingsachterstand uit handen gegeven'),
    ).toBeVisible();
    await expect(
      page.getByText(
        'Incasso Noord neemt contact met je op. Betaal zo snel mogelijk, dan komen er geen extra kosten bij.',
      ),
    ).toBeVisible();
    const reach = within(page.getByRole('list', { name: 'Zo bereik je Incasso Noord' }));
    await expect(reach.getByRole('link', { name: 'Bel 088-1234567' })).toHaveAttribute(
      'href',
      'tel:0881234567',
    );
    await expect(reach.getByRole('link', { name: /^Website van Incasso Noord/ })).toHaveAttribute(
      'href',
      'https://www.incassonoord.example',
    );
  },
};

/** Stage Collection without a named agency (an API that does not send it yet): said generally. */
export const CollectionUnnamed: Story = {
  parameters: {
    sandbox: {
      persona: 'incasso',
      path: routePaths.invoices.href(),
      faults: [
        {
          path: '/api/invoices/dunningstatus',
          method: 'GET',
          status: 200,
          body: {
            inDunning: true,
            stage: 'Collection',
            overdueAmount: 164.9,
            nextStepDate: null,
            collectionAgency: null,
          },
        },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByText(
        'Het incassobureau neemt contact met je op. Betaal zo snel mogelijk, dan komen er geen extra kosten bij.',
      ),
    ).toBeVisible();
    await expect(page.queryByRole('list', { name: /Zo bereik je/ })).not.toBeInTheDocument();
  },
};
