import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { ORDERS_PATHS } from '@vonk/domain';
import { WithdrawalConfirm } from './WithdrawalConfirm.tsx';
import { liveSandbox, liveSectionMeta } from '../../../testing/liveSection.tsx';

// Step 2, the separate confirmation (ADR 130), against the sandbox's real write for bezorging.
const migration = personas.bezorging.orders.find((order) => order.id === 'ORD-1203')!;
const bram = personas.bezorging.account.personInformation;
const sandbox = liveSandbox({ persona: 'bezorging' });

const meta = {
  title: 'Portal/Secties/Bestellingen/Herroepen/Stap 2',
  component: WithdrawalConfirm,
  ...liveSectionMeta({ persona: 'bezorging' }),
  args: {
    order: migration,
    choice: {
      name: `${bram.firstName} ${bram.lastName}`,
      products: ['Internet Extra'],
      emailAddress: bram.primaryEmailAddress,
    },
    onWithdrawn: fn(async () => undefined),
  },
} satisfies Meta<typeof WithdrawalConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Internet Extra')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Herroeping hier bevestigen' }));
    await waitFor(() => expect(args.onWithdrawn).toHaveBeenCalledTimes(1));
  },
};

export const RefusedByServer: Story = {
  parameters: sandbox({
    faults: [
      {
        path: ORDERS_PATHS.withdrawal(migration.id),
        method: 'POST',
        status: 200,
        body: { success: false, message: `Bestelling ${migration.id} heb je al herroepen.` },
      },
    ],
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Herroeping hier bevestigen' }),
    );
    await expect(
      await canvas.findByText(`Bestelling ${migration.id} heb je al herroepen.`),
    ).toBeVisible();
  },
};
