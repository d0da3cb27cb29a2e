import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths, useRead } from '@vonk/domain';
import { formatEuro } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { DashboardTile } from './DashboardTile.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { euro } from '../../testing/euro.ts';

// One dashboard tile alone (spec §2.2: no global HTTP error handling there, each tile on its
// own), on jan's open balance from the sandbox: loaded, loading, failed with its own retry.
// DashboardPage's stories show every tile in place.
const BALANCE = '/api/invoices/openbalance';
const defaults: LiveSectionParameters = { persona: 'jan', path: routePaths.dashboard.href() };
const sandbox = liveSandbox(defaults);

function InvoicesTile() {
  return (
    <DashboardTile
      title="Rekeningen"
      resource={useRead(reads.openBalance)}
      link={{ href: routePaths.invoices.href(), text: 'Bekijk je rekeningen' }}
    >
      {(balance) => <p>Openstaand bedrag: {formatEuro(balance.amount)}</p>}
    </DashboardTile>
  );
}

const meta = {
  title: 'Portal/Secties/Dashboard/Tegel',
  component: DashboardTile,
  ...liveSectionMeta(defaults),
  render: () => <InvoicesTile />,
} satisfies Meta<typeof DashboardTile>;

export default meta;
type Story = StoryObj<typeof DashboardTile>;

const tile = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Rekeningen' }));
const OPEN = `Openstaand bedrag: ${euro(personas.jan.billing.openBalance.amount)}`;

/** Loaded: the summary and the link to its page. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(await found.findByText(OPEN)).toBeVisible();
    await expect(found.getByRole('link', { name: 'Bekijk je rekeningen' })).toHaveAttribute(
      'href',
      routePaths.invoices.href(),
    );
  },
};

/** On its way: a labelled placeholder, the tile busy; the link is already there. */
export const Loading: Story = {
  parameters: sandbox({ faults: [{ path: BALANCE, delayMs: NEVER_MS }] }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(found.getByLabelText('Rekeningen laden')).toBeVisible();
    await expect(found.getByRole('link', { name: 'Bekijk je rekeningen' })).toBeVisible();
  },
};

/** Fails once (500): the tile says so with its own retry, which then shows the summary. */
export const Failed: Story = {
  parameters: sandbox({ faults: [{ path: BALANCE, method: 'GET', status: 500, times: 1 }] }),
  play: async ({ canvasElement }) => {
    const found = await tile(canvasElement);
    await expect(await found.findByText('Rekeningen konden we niet laden.')).toBeVisible();
  },
};

/** After Failed: the fault is gone and "Probeer opnieuw" brings the content back (the recovery as a story of its own, issue #32). */
export const FailedRecovered: Story = {
  ...Failed,
  play: async (context) => {
    await Failed.play?.(context);
    const { canvasElement } = context;
    const found = await tile(canvasElement);
    await userEvent.click(found.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(await found.findByText(OPEN)).toBeVisible();
  },
};
