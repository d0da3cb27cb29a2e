import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { WithdrawalNotice } from './WithdrawalNotice.tsx';
import { liveSectionMeta } from '../../testing/liveSection.tsx';

// The dashboard's line while any order may be withdrawn (ADR 130), on the personas' open orders.
const open = (login: 'bezorging' | 'opzegging-loopt') =>
  personas[login].orders.filter((order) =>
    ['Open', 'InProgress', 'Shipped'].includes(order.status),
  );

const meta = {
  title: 'Portal/Secties/Overzicht/Herroepen',
  component: WithdrawalNotice,
  ...liveSectionMeta({ persona: 'bezorging' }),
  args: { orders: open('bezorging') },
} satisfies Meta<typeof WithdrawalNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The migration and the extender on its way; the move is no contract to withdraw. */
export const WithinPeriod: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Je kunt 2 bestellingen nog herroepen.'),
    ).toBeVisible();
  },
};

/** Only a cancellation runs: nothing to withdraw, nothing said. */
export const NoneWithdrawable: Story = {
  args: { orders: open('opzegging-loopt') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/herroepen/)).toBeNull();
  },
};
