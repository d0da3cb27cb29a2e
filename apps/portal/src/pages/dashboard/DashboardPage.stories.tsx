import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { formatEuro } from '@vonk/ui';
import { customerCodes, personas } from '@vonk/sandbox/personas';
import { DashboardPage } from './DashboardPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { routePaths } from '@vonk/domain';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const JAN = customerCodes.jan;
// Testing Library folds the non-breaking space after € in the page, not in the expected text.
const euro = (amount: number) => formatEuro(amount).replace(/\s/g, ' ');

const meta = {
  title: 'Portal/Pagina’s/Overzicht (dashboard)',
  component: DashboardPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: {
    layout: 'fullscreen',
    ...portal({ path: routePaths.dashboard.href(), persona: 'jan' }),
  },
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const jan = personas.jan;
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await expect(
      await page.findByText(`Welkom, ${jan.account.personInformation.firstName}.`),
    ).toBeVisible();
    await expect(
      within(page.getByRole('banner')).getByText(jan.basic.customerInitials),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    const products = within(await page.findByRole('region', { name: 'Je producten' }));
    await expect(
      await products.findByText(jan.subscription.currentInternet!.displayName),
    ).toBeVisible();
    const invoices = within(page.getByRole('region', { name: 'Rekeningen' }));
    await expect(
      await invoices.findByText(`Openstaand bedrag: ${euro(jan.billing.openBalance.amount)}`),
    ).toBeVisible();
    // A date in a sentence is written out: '8 november 2026', not '08-11-2026'.
    await expect(
      await invoices.findByText(/^Laatste rekening van [1-9]\d? [a-z]+ 20\d\d: /),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Klantvoordeel' })).toBeVisible();
    await expect(page.queryByRole('region', { name: 'Overstappen' })).toBeNull();
  },
};

/** Storing has an outage running: the tile says so, and what it has earned her (issue #29). */
export const OutageWithCompensation: Story = {
  parameters: portal({ path: routePaths.dashboard.href(), persona: 'storing' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tile = within(await page.findByRole('region', { name: 'Storingen' }));
    const pending = personas.storing.credits.find((credit) => credit.status === 'Pending')!;
    await expect(await tile.findByText('Er is 1 storing op je adres.')).toBeVisible();
    await expect(
      await tile.findByText(`Je krijgt ${euro(pending.amount)} vergoeding.`),
    ).toBeVisible();
  },
};

export const Sanne: Story = {
  parameters: portal({ path: routePaths.dashboard.href(), persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByText('Welkom, Sanne.')).toBeVisible();
    // Transfer allowed with a reference: the tile links to completing it (spec §2.3).
    const transfer = within(await page.findByRole('region', { name: 'Overstappen' }));
    await expect(transfer.getByRole('link', { name: 'Overstappen afronden' })).toHaveAttribute(
      'href',
      routePaths.completeTransfer.href({
        reference: personas.sanne.converged.transferReference ?? undefined,
      }),
    );
  },
};

/** Ilse's TV Start is being cancelled: the tiles say it as /abonnementen does (issue #26, ADR 120). */
export const CancellationRunning: Story = {
  parameters: portal({ path: routePaths.dashboard.href(), persona: 'opzegging-loopt' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const products = within(await page.findByRole('region', { name: 'Je producten' }));
    await expect(
      await products.findByText('TV Start, opgezegd, stopt op 31 december 2026'),
    ).toBeVisible();
    // Her own cancellation is no "lopende bestelling".
    const orders = within(page.getByRole('region', { name: 'Bestellingen' }));
    await expect(await orders.findByText('Je hebt geen lopende bestellingen.')).toBeVisible();
    await expect(orders.getByText('Je opzegging loopt.')).toBeVisible();
  },
};

/**
 * Issue #28 (ADR 130): while an order may be withdrawn the orders tile says so (a lazy line,
 * only with an open order): bezorging's migration and the extender on its way.
 */
export const WithdrawableOrders: Story = {
  parameters: portal({ path: routePaths.dashboard.href(), persona: 'bezorging' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const orders = within(await page.findByRole('region', { name: 'Bestellingen' }));
    await expect(await orders.findByText('Je kunt 2 bestellingen nog herroepen.')).toBeVisible();
  },
};

const states = pageStateStories({ path: routePaths.dashboard.href(), read: '/api/account' });
export const Loading: Story = states.Loading;
export const Maintenance: Story = states.Maintenance;

export const ServerError: Story = {
  parameters: portal({
    path: routePaths.dashboard.href(),
    persona: 'jan',
    faults: [{ path: '/api/invoices/openbalance', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // HTTP errors are not handled globally on the dashboard (spec §2.2): only the tile fails.
    const invoices = within(await page.findByRole('region', { name: 'Rekeningen' }));
    await expect(await invoices.findByText('Rekeningen konden we niet laden.')).toBeVisible();
    await expect(
      await page.findByText(personas.jan.subscription.currentInternet!.displayName),
    ).toBeVisible();
  },
};

/** After ServerError: the fault is gone and "Probeer opnieuw" brings the content back (the recovery as a story of its own, issue #32). */
export const ServerErrorRecovered: Story = {
  ...ServerError,
  play: async (context) => {
    await ServerError.play?.(context);
    const { canvasElement } = context;
    const page = within(canvasElement);
    const invoices = within(await page.findByRole('region', { name: 'Rekeningen' }));
    await fetch('/__sandbox/faults', { method: 'DELETE' });
    await userEvent.click(invoices.getByRole('button', { name: 'Probeer opnieuw' }));
    await expect(
      await invoices.findByText(
        `Openstaand bedrag: ${euro(personas.jan.billing.openBalance.amount)}`,
      ),
    ).toBeVisible();
  },
};

export const NotConverged: Story = {
  parameters: portal({ path: routePaths.dashboard.href(), persona: 'nieuw' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    // Customers without converged info go to /bestellingen/thuis (spec §2.6) with the reduced menu.
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Je bestelling' }),
    ).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(within(menu).getByRole('link', { name: 'Bestellingen' })).toBeVisible();
    await expect(within(menu).queryByRole('link', { name: 'Facturen' })).toBeNull();
  },
};

/** An agent working for jan: the code in the header, no account menu, the page about the customer. */
export const AsAgent: Story = asAgentStory(routePaths.dashboard.href(), 'jan', async (page) => {
  const banner = within(await page.findByRole('banner'));
  await expect(await banner.findByText(`Klantcode ${JAN}`)).toBeVisible();
  await expect(banner.queryByRole('link', { name: 'Mijn account' })).toBeNull();
  return page.findByText(new RegExp(`klant ${JAN}`));
});

export const LockedAgent: Story = {
  parameters: portal({
    path: routePaths.dashboard.href(),
    persona: 'agent-geblokkeerd',
    customerCode: JAN,
  }),
  play: async ({ canvasElement }) => {
    const banner = within(await within(canvasElement).findByRole('banner'));
    await expect(await banner.findByText('Sluit dit tabblad om uit te loggen.')).toBeVisible();
    await expect(banner.queryByRole('button', { name: 'Uitloggen' })).toBeNull();
  },
};

export const NavOff: Story = {
  parameters: portal({ path: `${routePaths.dashboard.href()}?nav=off`, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
    await waitFor(() => expect(page.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull());
  },
};

export const Mobile: Story = mobileStory(async (page) => {
  await expect(await page.findByRole('heading', { level: 1, name: 'Overzicht' })).toBeVisible();
  return page.getByRole('navigation', { name: 'Hoofdmenu' });
});
