import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { withdrawalPeriod } from '@vonk/domain';
import type { WithdrawalPeriod } from '@vonk/domain';
import { WithdrawalClosed } from './WithdrawalClosed.tsx';
import { liveSectionMeta } from '../../../testing/liveSection.tsx';

// Why an order cannot be withdrawn (ADR 130), on bezorging's orders: past its period, a move.
const order = (id: string) => personas.bezorging.orders.find((candidate) => candidate.id === id)!;
const closed = (id: string) =>
  withdrawalPeriod(order(id), new Date()) as Extract<WithdrawalPeriod, { kind: 'closed' }>;

const meta = {
  title: 'Portal/Secties/Bestellingen/Herroepen/Niet mogelijk',
  component: WithdrawalClosed,
  ...liveSectionMeta({ persona: 'bezorging' }),
  args: { order: order('ORD-1200'), period: closed('ORD-1200') },
} satisfies Meta<typeof WithdrawalClosed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Deze bestelling kun je niet herroepen')).toBeVisible();
    await expect(canvas.getByText('De bedenktijd liep tot en met 2 juni 2020.')).toBeVisible();
  },
};

export const NotAContract: Story = {
  args: { order: order('ORD-1202'), period: closed('ORD-1202') },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/^Met deze bestelling beëindig of wijzig je/),
    ).toBeVisible();
  },
};
