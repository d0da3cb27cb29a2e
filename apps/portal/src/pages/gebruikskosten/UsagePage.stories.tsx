import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { formatMonth } from '@vonk/ui';
import { monthOf, routePaths, shiftMonth } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { NEVER_MS } from '@vonk/sandbox/msw';
import { UsagePage } from './UsagePage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import { pageStateStories } from '../../testing/pageStates.ts';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';

// The sandbox makes usage up relative to its clock (this month and the eleven before), so the
// stories name months relative to today; a fixed answer comes from a fault with a body.
const THIS_MONTH = monthOf(new Date());
const portal = (value: Partial<PortalStoryParameters>) => ({
  portal: { path: routePaths.usage.href(), persona: 'jan', ...value } as PortalStoryParameters,
});
const calls = (month: string) => routePaths.usageCalls.href({ maand: month });

const meta = {
  title: 'Portal/Pagina’s/Gebruikskosten',
  component: UsagePage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({}) },
} satisfies Meta<typeof UsagePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading = async (canvasElement: HTMLElement, name: string) => {
  const page = within(canvasElement);
  await expect(await page.findByRole('heading', { level: 1, name })).toBeVisible();
  return page;
};

/** Jan: the chart of six months with its table, this month's rentals and calls in short. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement, 'Gebruikskosten');
    await expect(
      page.getByRole('img', {
        name: `Gebruikskosten van ${formatMonth(shiftMonth(THIS_MONTH, -5))} tot en met ${formatMonth(THIS_MONTH)}`,
      }),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'Gebruikskosten per maand' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(
      page.getByRole('region', { name: `Films en series in ${formatMonth(THIS_MONTH)}` }),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Bekijk je gesprekken per maand' }),
    ).toHaveAttribute('href', routePaths.usageCalls.href());
  },
};

/** Sanne has no usage costs at all. */
export const NoUsage: Story = {
  parameters: portal({ persona: 'sanne' }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement, 'Gebruikskosten');
    await expect(
      page.getByText('Je hebt de afgelopen maanden geen extra gebruikskosten gehad.'),
    ).toBeVisible();
    await expect(page.queryByRole('img')).not.toBeInTheDocument();
    await expect(
      page.getByText(`Je hebt in ${formatMonth(THIS_MONTH)} geen films of series gehuurd.`),
    ).toBeVisible();
  },
};

const states = pageStateStories({
  path: routePaths.usage.href(),
  read: '/api/usage',
  heading: 'Gebruikskosten',
});
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

const janCalls = personas.jan.usage.voip;

/** A month with calls: totals, every call, the number partly masked. */
export const Calls: Story = {
  parameters: portal({
    path: calls(THIS_MONTH),
    faults: [
      {
        path: '/api/usage/voip',
        status: 200,
        body: { month: THIS_MONTH, items: janCalls, total: 4.22 },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement, 'Bellen');
    const month = within(page.getByRole('region', { name: formatMonth(THIS_MONTH) }));
    await expect(month.getByText('37 min 56 s')).toBeVisible();
    await expect(month.getByText(/^€\s4,22$/)).toBeVisible();
    const rows = within(month.getByRole('table')).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('0044 20 7946 **** (laatste cijfers verborgen)');
    await expect(rows[0]).toHaveTextContent('Buitenland');
    await expect(rows[0]).toHaveTextContent('12 min 34 s');
    await expect(page.queryByRole('link', { name: /^Volgende maand/ })).not.toBeInTheDocument();
  },
};

/** Two months back the sandbox has no calls: said plainly. */
export const EmptyMonth: Story = {
  parameters: portal({ path: calls(shiftMonth(THIS_MONTH, -2)) }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement, 'Bellen');
    const name = formatMonth(shiftMonth(THIS_MONTH, -2));
    await expect(
      page.getByText(`In ${name} heb je geen gesprekken gevoerd die apart kosten.`),
    ).toBeVisible();
  },
};

/** Month navigation: back a month, and the oldest month has no way further back. */
export const MonthNavigation: Story = {
  parameters: portal({ path: calls(shiftMonth(THIS_MONTH, -10)) }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement, 'Bellen');
    const nav = within(page.getByRole('navigation', { name: 'Maanden' }));
    await userEvent.click(
      nav.getByRole('link', { name: `Vorige maand: ${formatMonth(shiftMonth(THIS_MONTH, -11))}` }),
    );
    await expect(
      await page.findByRole('heading', {
        level: 2,
        name: formatMonth(shiftMonth(THIS_MONTH, -11)),
      }),
    ).toBeVisible();
    await expect(
      within(page.getByRole('navigation', { name: 'Maanden' })).queryByRole('link', {
        name: /^Vorige maand/,
      }),
    ).not.toBeInTheDocument();
  },
};

/** A wrong or too old month in the link opens this month. */
export const UnknownMonth: Story = {
  parameters: portal({ path: calls('1999-01') }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement, 'Bellen');
    await expect(
      await page.findByRole('heading', { level: 2, name: formatMonth(THIS_MONTH) }),
    ).toBeVisible();
  },
};

export const CallsLoading: Story = {
  parameters: {
    ...portal({
      path: calls(THIS_MONTH),
      faults: [{ path: '/api/usage/voip', delayMs: NEVER_MS }],
    }),
    docsAlike: 'the calls route waits under the same loader as the page (Loading)',
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Mijn Vonk wordt geladen')).toBeVisible();
  },
};

/** Handled globally (spec §8): the page is marked failed, the shell and a retry stay. */
export const CallsServerError: Story = {
  parameters: portal({
    path: calls(THIS_MONTH),
    faults: [{ path: '/api/usage/voip', status: 500 }],
  }),
  play: async ({ canvasElement }) => {
    const page = await heading(canvasElement, 'Bellen');
    await expect(
      await page.findByRole('heading', { level: 2, name: 'Oeps! Er is iets fout gegaan.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Probeer opnieuw' })).toBeVisible();
  },
};
