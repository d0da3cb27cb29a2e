import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads } from '@vonk/domain';
import { formatAddressLine } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { OrderSummary } from './OrderSummary.tsx';
import { sandboxProps, sectionDecorator } from '../../testing/sectionStory.tsx';

// What an order is, alone: one order as GET /api/orders/{id} answers it in the sandbox. The open
// order card, the order page and /bestellingen show it in place.
const orderOf = (id: string) =>
  sandboxProps(async (get) => ({ order: await get(reads.order, { id }) }));

const meta = {
  title: 'Portal/Secties/Bestellingen/Bestelling in het kort',
  component: OrderSummary,
  decorators: [sectionDecorator],
  render: (_args, { loaded }) => <OrderSummary {...loaded.props} />,
} satisfies Meta<typeof OrderSummary>;

export default meta;
type Story = StoryObj<typeof OrderSummary>;

const shipped = personas.bezorging.orders.find((order) => order.id === 'ORD-1201')!;

/** bezorging's extender is on its way: status, dates, where it goes, track & trace. */
export const OnItsWay: Story = {
  loaders: [orderOf(shipped.id)],
  parameters: { sandbox: { persona: 'bezorging' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Verzonden')).toBeVisible();
    await expect(page.getByText('ORD-1201')).toBeVisible();
    await expect(page.getByText('Wifi-versterker')).toBeVisible();
    await expect(page.getByText('10 november 2026')).toBeVisible();
    await expect(page.getByText('Verwacht op')).toBeVisible();
    await expect(page.getByText('17 november 2026')).toBeVisible();
    await expect(
      page.getByText(formatAddressLine(shipped.shippingAddress!, { withPostcode: true })),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Volg het pakket van bestelling ORD-1201/ }),
    ).toHaveAttribute('href', shipped.trackAndTraceUrl!);
  },
};

/** jan's Veilig Online order is done: when it was completed; nothing shipped, nothing to follow. */
export const Completed: Story = {
  loaders: [orderOf('ORD-1011')],
  parameters: { sandbox: { persona: 'jan' } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Afgerond', { exact: true })).toBeVisible();
    await expect(page.getByText('Overal Veilig Online')).toBeVisible();
    await expect(page.getByText('Afgerond op')).toBeVisible();
    await expect(page.queryByText('Verwacht op')).toBeNull();
    await expect(page.queryByText('Bezorgadres')).toBeNull();
    await expect(page.queryByRole('link')).toBeNull();
  },
};
