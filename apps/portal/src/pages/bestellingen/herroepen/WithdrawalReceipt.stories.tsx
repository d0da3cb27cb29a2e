import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { personas } from '@vonk/sandbox/personas';
import { WithdrawalReceipt } from './WithdrawalReceipt.tsx';
import { liveSectionMeta } from '../../../testing/liveSection.tsx';

// The acknowledgement in the portal (ADR 130): content, date and time, what happens next.
const order = (id: string) => personas.bezorging.orders.find((candidate) => candidate.id === id)!;
const bram = personas.bezorging.account.personInformation;
const withdrawal = {
  id: 'HRP-STORY3',
  receivedAt: '2026-11-24T09:30:00.000Z',
  products: ['Internet Extra'],
  name: `${bram.firstName} ${bram.lastName}`,
  emailAddress: bram.primaryEmailAddress,
  returnLabelReference: null,
  refundOnNextInvoice: true,
};

const meta = {
  title: 'Portal/Secties/Bestellingen/Herroepen/Ontvangstbevestiging',
  component: WithdrawalReceipt,
  ...liveSectionMeta({ persona: 'bezorging' }),
  args: { order: order('ORD-1203'), withdrawal },
} satisfies Meta<typeof WithdrawalReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Service: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Ontvangstbevestiging van je herroeping' }),
    ).toBeVisible();
    await expect(canvas.getByText('24 november 2026 om 10:30')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Retourlabel maken' })).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Ontvangstbevestiging downloaden' }),
    ).toBeVisible();
  },
};

/** Equipment already sent: it goes back with the return label. */
export const WithEquipment: Story = {
  args: {
    order: order('ORD-1201'),
    withdrawal: {
      ...withdrawal,
      products: ['Wifi-versterker'],
      returnLabelReference: 'K7QH-2M9X-VC4T-8WJD-PZ6N-3RBF-0A5E',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Retourlabel maken' }),
    ).toBeVisible();
  },
};
