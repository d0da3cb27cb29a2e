import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { routePaths } from '@vonk/domain';
import { OrderReceipt } from './OrderReceipt.tsx';
import { sectionDecorator } from '../sectionStory.tsx';

// Step 3 of every add or change (ADR 050): the order is placed and followed at Bestellingen.
const meta = {
  title: 'Portal/Secties/Abonnementen/Bestelling geplaatst',
  component: OrderReceipt,
  decorators: [sectionDecorator],
  args: { receipt: { orderId: 'ORD-MJ4X2' } },
} satisfies Meta<typeof OrderReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOrderNumber: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Je bestelling is geplaatst')).toBeVisible();
    await expect(
      page.getByText('Je bestelnummer is ORD-MJ4X2. Je volgt je bestelling bij Bestellingen.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar Bestellingen' })).toHaveAttribute(
      'href',
      routePaths.orders.href(),
    );
  },
};

/** A reload (no router state) or a write without an order number. */
export const Generic: Story = {
  args: { receipt: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(page.getByText('Je volgt je bestelling bij Bestellingen.')).toBeVisible();
    await expect(page.queryByText(/Je bestelnummer/)).toBeNull();
  },
};
