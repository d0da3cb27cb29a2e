import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { routePaths } from '@vonk/domain';
import { OrdersHomePage } from './OrdersHomePage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const path = routePaths.ordersHome.href();
const initial = personas.nieuw.orders[0]!;

const meta = {
  title: 'Portal/Pagina’s/Je bestelling (thuis)',
  component: OrdersHomePage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path, persona: 'nieuw' }) },
} satisfies Meta<typeof OrdersHomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Noor's initial order: the tracker, the appointment, what to prepare. */
export const InitialOrder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Je bestelling' }),
    ).toBeVisible();
    const card = within(page.getByRole('region', { name: 'Je nieuwe abonnement' }));
    await expect(card.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /^Bevestigd, huidige stap/,
    );
    await expect(card.getByText('Internet Extra, TV Start, Mediabox Next Mini')).toBeVisible();
    await expect(
      page.getByText(/^Op 27 november 2026 wordt je aansluiting actief\./),
    ).toBeVisible();
    const prepare = within(page.getByRole('region', { name: 'Wat je kunt voorbereiden' }));
    await expect(prepare.getAllByRole('listitem')).toHaveLength(4);
    await expect(
      prepare.getByText(`Houd je bestelnummer ${initial.id} bij de hand als je ons belt.`),
    ).toBeVisible();
  },
};

/** With the flag on and the initial order done, the page sends Bram on to his orders (ADR 039). */
export const RedirectedToOrders: Story = {
  parameters: portal({ path, persona: 'bezorging' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Bestellingen' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lopende bestellingen' })).toBeVisible();
  },
};

/** Jan's initial order was done long ago. */
export const NoInitialOrder: Story = {
  parameters: portal({ path, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Je eerste bestelling is klaar' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar je bestellingen' })).toHaveAttribute(
      'href',
      routePaths.orders.href(),
    );
  },
};

const states = pageStateStories({ path, persona: 'nieuw', read: '/api/orders/initial' });
export const Loading: Story = states.Loading;
export const ServerError: Story = states.ServerError;

export const AsAgent: Story = asAgentStory(path, 'nieuw', (page) =>
  page.findByRole('region', { name: 'Je nieuwe abonnement' }),
);

export const Mobile: Story = mobileStory((page) =>
  page.findByRole('region', { name: 'Wat je kunt voorbereiden' }),
);
