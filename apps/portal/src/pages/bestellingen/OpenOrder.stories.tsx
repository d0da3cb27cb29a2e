import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { reads, routePaths, useRead } from '@vonk/domain';
import { personas } from '@vonk/sandbox/personas';
import { OpenOrder } from './OpenOrder.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// One running order, alone (ADR 088): jan's hardware order as GET /api/orders/open answers it,
// with the late-delivery flag from his features; /bestellingen's page stories show the list.
const janOpen = personas.jan.orders.find((order) => order.status === 'Open')!;
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.orders.href(), ...value },
});

interface Args {
  onChanged: () => Promise<unknown>;
}

/** Jan's open order once his features (the late-delivery flag) are in, as the shell has them. */
function JansOpenOrder({ onChanged }: Args) {
  if (!useRead(reads.features).data) return null;
  return (
    <ReadStory read={reads.openOrders}>
      {(orders) => {
        const order = orders.find((open) => open.id === janOpen.id);
        return order && <OpenOrder order={order} onChanged={onChanged} />;
      }}
    </ReadStory>
  );
}

const meta = {
  title: 'Portal/Secties/Bestellingen/Lopende bestelling',
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  args: { onChanged: fn() },
  render: ({ onChanged }) => <JansOpenOrder onChanged={onChanged} />,
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<Args>;

const card = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('region', { name: 'Product erbij' }));

/** Where it stands, what it is, its own page, and "deliver elsewhere". */
export const Default: Story = {
  // On a fixed day before the expected delivery: on the real clock after 26 November it showed
  // LateDelivery's notice (found by npm run test:docs, issue #32).
  parameters: sandbox({ today: '2026-11-23' }),
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement);
    await expect(
      order.getByRole('list', { name: `Voortgang van bestelling ${janOpen.id}` }),
    ).toBeVisible();
    await expect(order.getByText('Wifi-versterker')).toBeVisible();
    await expect(order.getByText('Kerkstraat 12, 3511 LX Utrecht')).toBeVisible();
    await expect(
      order.getByRole('link', { name: `Bekijk bestelling ${janOpen.id}` }),
    ).toHaveAttribute('href', routePaths.orderDetail.href({ orderId: janOpen.id }));
    await expect(
      order.getByRole('checkbox', { name: 'Op een ander adres bezorgen' }),
    ).not.toBeChecked();
  },
};

/** Expected on 26 November: on 23 November it is not late. */
export const OnTime: Story = {
  parameters: sandbox({ today: '2026-11-23' }),
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement);
    await expect(order.queryByText('Je bestelling is later dan verwacht')).toBeNull();
  },
};

/** The same order on 30 November, with jan's late-delivery flag on: the notice. */
export const LateDelivery: Story = {
  parameters: sandbox({ today: '2026-11-30' }),
  play: async ({ canvasElement }) => {
    const order = await card(canvasElement);
    await expect(order.getByText('Je bestelling is later dan verwacht')).toBeVisible();
    await expect(
      order.getByText(/We verwachtten je bestelling op 26 november 2026\./),
    ).toBeVisible();
  },
};
