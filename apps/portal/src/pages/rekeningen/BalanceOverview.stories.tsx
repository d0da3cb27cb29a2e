import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { BalanceOverview } from './BalanceOverview.tsx';
import { usePageData } from '../../shell/usePageData.ts';
import { euro } from '../../testing/euro.ts';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';

// The top of /rekeningen, alone (ADR 033, 088): the persona's open balance, dunning status and
// invoices from the sandbox. The arrears notice in it has its own stories (DunningNotice).

/** The overview with the reads the page gives it. */
function OverviewOfPersona() {
  const balance = usePageData(reads.openBalance).data;
  const dunning = usePageData(reads.dunningStatus).data;
  const invoices = usePageData(reads.invoices).data;
  if (!balance || !dunning || !invoices) return null;
  return <BalanceOverview balance={balance} dunning={dunning} invoices={invoices} />;
}

const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.invoices.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Rekeningen/Overzicht',
  component: BalanceOverview,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => <OverviewOfPersona />,
} satisfies Meta<typeof BalanceOverview>;

export default meta;
type Story = StoryObj<typeof BalanceOverview>;

const overview = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Overzicht' }));

/** Jan: one open invoice, not yet due; nothing late. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const section = await overview(canvasElement);
    await expect(section.getByText('Openstaand bedrag')).toBeVisible();
    await expect(section.getByText(euro(130.45))).toBeVisible();
    await expect(section.getByText(`${euro(130.45)} van 8 november 2026`)).toBeVisible();
    await expect(section.queryByText('Waarvan te laat')).not.toBeInTheDocument();
  },
};

/** Piet is in arrears: how much of it is late. */
export const Overdue: Story = {
  parameters: sandbox({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const section = await overview(canvasElement);
    await expect(section.getByText('Waarvan te laat')).toBeVisible();
    await expect(section.getByText(euro(164.9))).toBeVisible();
  },
};

/** Sanne has paid everything. */
export const AllPaid: Story = {
  parameters: sandbox({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const section = await overview(canvasElement);
    await expect(section.getByText('Je hebt alles betaald. Er staat niets open.')).toBeVisible();
    await expect(section.queryByText(/aanmaning|herinnering/)).not.toBeInTheDocument();
  },
};
