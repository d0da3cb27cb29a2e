import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { OrderDetailPage } from './OrderDetailPage.tsx';
import { portalDecorator, sandboxLoader } from '../../testing/storyHarness.tsx';
import type { PortalStoryParameters } from '../../testing/storyHarness.tsx';
import { asAgentStory, mobileStory, pageStateStories } from '../../testing/pageStates.ts';

const portal = (value: PortalStoryParameters) => ({ portal: value });
const detail = (orderId: string) => routePaths.orderDetail.href({ orderId });

const meta = {
  title: 'Portal/Pagina’s/Bestelling (detail)',
  component: OrderDetailPage,
  loaders: [sandboxLoader],
  decorators: [portalDecorator],
  parameters: { layout: 'fullscreen', ...portal({ path: detail('ORD-1012'), persona: 'jan' }) },
} satisfies Meta<typeof OrderDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpenOrder: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { level: 1, name: 'Bestelling' })).toBeVisible();
    const card = within(page.getByRole('region', { name: 'Product erbij' }));
    await expect(card.getByText('ORD-1012')).toBeVisible();
    await expect(card.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /^Besteld, huidige stap/,
    );
    // The sub menu leads back to the list (spec §2.3 showSubMenu: back to the previous crumb).
    const back = page
      .getAllByRole('link', { name: 'Bestellingen' })
      .find((link) => link.hasAttribute('data-back'));
    await expect(back).toHaveAttribute('href', routePaths.orders.href());
  },
};

/** The spec §3 display rule: a lone Overal Veilig Online add is shown as a change. */
export const SecurityAddShownAsChange: Story = {
  parameters: portal({ path: detail('ORD-1011'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const card = within(await page.findByRole('region', { name: 'Product gewijzigd' }));
    await expect(card.getByText('Overal Veilig Online')).toBeVisible();
    await expect(card.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      /^Actief, huidige stap/,
    );
    await expect(card.getByText('Afgerond', { exact: true })).toBeVisible();
  },
};

export const Cancelled: Story = {
  parameters: portal({ path: detail('ORD-1005'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const tracker = within(await page.findByRole('list', { name: /Voortgang/ }));
    await expect(tracker.getAllByRole('listitem')).toHaveLength(2);
    await expect(tracker.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Geannuleerd, huidige stap',
    );
  },
};

export const UnknownOrder: Story = {
  parameters: portal({ path: detail('ORD-9999'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Deze bestelling kunnen we niet vinden' }),
    ).toBeVisible();
    await expect(page.getByText(/Er is geen bestelling met nummer ORD-9999/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar je bestellingen' })).toHaveAttribute(
      'href',
      routePaths.orders.href(),
    );
  },
};

/** A crafted link (`/bestellingen/%2e%2e`) names no order: said so, and the API is not asked. */
export const CraftedLink: Story = {
  parameters: portal({ path: `${routePaths.orders.href()}/%2e%2e`, persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('heading', { name: 'Deze bestelling kunnen we niet vinden' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar je bestellingen' })).toBeVisible();
  },
};

const states = pageStateStories({ path: detail('ORD-1012'), read: '/api/orders/ORD-1012' });
export const ServerError: Story = states.ServerError;

/** Jan's first order: the old Mediabox goes back with a return label. */
export const ReturnLabel: Story = {
  parameters: portal({ path: detail('ORD-1001'), persona: 'jan' }),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const card = within(await page.findByRole('region', { name: 'Nieuw abonnement' }));
    await expect(card.getByRole('button', { name: 'Retourlabel downloaden' })).toBeVisible();
    await expect(card.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Geïnstalleerd, huidige stap15 maart 2021',
    );
  },
};

/** An agent opens jan's order by its deep link: the same page, the customer code in the header. */
export const AsAgent: Story = asAgentStory(detail('ORD-1012'), 'jan', (page) =>
  page.findByRole('region', { name: 'Product erbij' }),
);

export const Mobile: Story = mobileStory((page) =>
  page.findByRole('list', { name: 'Voortgang van bestelling ORD-1012' }),
);
