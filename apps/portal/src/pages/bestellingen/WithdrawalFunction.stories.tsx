import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { withdrawalLastDay } from '@vonk/domain';
import { WithdrawalFunction } from './WithdrawalFunction.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';

// The withdrawal function of one order (ADR 130) on bezorging's own orders, each state the
// domain decides (ADR 130): within its period, its last day, before delivery, withdrawn, none.
const order = (id: string) => personas.bezorging.orders.find((candidate) => candidate.id === id)!;
const migration = order('ORD-1203');
const sandbox = liveSandbox({ persona: 'bezorging' });

const meta = {
  title: 'Portal/Secties/Bestellingen/Herroepen',
  component: WithdrawalFunction,
  ...liveSectionMeta({ persona: 'bezorging' }),
  args: { order: migration },
} satisfies Meta<typeof WithdrawalFunction>;

export default meta;
type Story = StoryObj<typeof meta>;

const action = `Overeenkomst hier herroepen (bestelling ${migration.id})`;

export const WithinPeriod: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Je kunt deze bestelling nog tot en met .+ herroepen\.$/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: action })).toBeVisible();
  },
};

export const LastDay: Story = {
  parameters: sandbox({ today: withdrawalLastDay(migration.orderDate) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        /^Vandaag, .+, is de laatste dag dat je deze bestelling kunt herroepen\.$/,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: action })).toBeVisible();
  },
};

/** Equipment on its way: the period has not started, withdrawing is allowed already. */
export const BeforeDelivery: Story = {
  args: { order: order('ORD-1201') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/^Je kunt deze bestelling herroepen, ook al vóór de levering\./),
    ).toBeVisible();
  },
};

/** Withdrawn: when, the return label for the equipment, the refund, the receipt. */
export const Withdrawn: Story = {
  args: {
    order: {
      ...order('ORD-1201'),
      status: 'Cancelled',
      withdrawal: {
        id: 'HRP-STORY2',
        receivedAt: '2026-11-24T09:30:00.000Z',
        products: ['Wifi-versterker'],
        name: 'Bram de Wit',
        emailAddress: personas.bezorging.account.personInformation.primaryEmailAddress,
        returnLabelReference: 'K7QH-2M9X-VC4T-8WJD-PZ6N-3RBF-0A5E',
        refundOnNextInvoice: true,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Je hebt deze bestelling herroepen op 24 november 2026 om 10:30\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Retourlabel maken' })).toBeVisible();
    await expect(
      canvas.getByText('Wat je al betaalde, krijg je terug op je volgende rekening.'),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Bekijk de ontvangstbevestiging' }),
    ).toBeVisible();
  },
};

/** Outside its period (ordered in 2020): no function at all. */
export const OutsidePeriod: Story = {
  args: { order: order('ORD-1200') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};
