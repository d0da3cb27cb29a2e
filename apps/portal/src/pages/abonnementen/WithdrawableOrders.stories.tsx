import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { WithdrawableOrders } from './WithdrawableOrders.tsx';
import { liveSectionMeta } from '../../testing/liveSection.tsx';

// /abonnementen's withdrawal function (ADR 130): what was just ordered and may still be withdrawn.
const meta = {
  title: 'Portal/Secties/Abonnementen/Bedenktijd',
  component: WithdrawableOrders,
  ...liveSectionMeta({ persona: 'bezorging' }),
} satisfies Meta<typeof WithdrawableOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

/** bezorging: the migration (three days ago) and the extender on its way. */
export const WithinPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Net besteld: bedenktijd' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Overeenkomst hier herroepen (bestelling ORD-1203)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Overeenkomst hier herroepen (bestelling ORD-1201)' }),
    ).toBeVisible();
  },
};
