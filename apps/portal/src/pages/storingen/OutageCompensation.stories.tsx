import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { outageCompensation, routePaths } from '@vonk/domain';
import { formatDateInText, formatEuro } from '@vonk/ui';
import { personas } from '@vonk/sandbox/personas';
import { OutageCompensation } from './OutageCompensation.tsx';
import { sectionDecorator } from '../../testing/sectionStory.tsx';
import { euro } from '../../testing/euro.ts';

// What an outage earned the customer (issue #29), alone (ADR 088): storing's two outages with the
// credits that name them, as the sandbox serves them.
const { storing } = personas;
const [current, past] = [storing.outages[0]!, storing.outages[1]!];
const invoices = storing.billing.invoices;
const settled = storing.credits.find((credit) => credit.outageId === past.id)!;
const pending = storing.credits.find((credit) => credit.outageId === current.id)!;
const invoice = invoices.find((item) => item.id === settled.invoiceId)!;

const meta = {
  title: 'Portal/Secties/Storingen/Vergoeding',
  component: OutageCompensation,
  decorators: [sectionDecorator],
  args: { compensation: outageCompensation(current, storing.credits), invoices },
} satisfies Meta<typeof OutageCompensation>;

export default meta;
type Story = StoryObj<typeof meta>;

const region = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('region', { name: 'Vergoeding' }));

/** A running outage's € 5: the next invoice sets it off; the credit is one link away. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(
      section.getByText(
        `Je krijgt ${euro(pending.amount)} vergoeding voor deze storing. We verrekenen dit met je volgende rekening.`,
      ),
    ).toBeVisible();
    await expect(
      section.getByRole('link', { name: `Tegoed van ${formatEuro(pending.amount)} bekijken` }),
    ).toHaveAttribute('href', routePaths.invoices.href({ tegoed: pending.id }));
    await expect(section.queryByRole('link', { name: /^Rekening/ })).toBeNull();
  },
};

/** A resolved outage's € 2,50, set off on a named invoice: both the credit and the invoice link. */
export const Settled: Story = {
  args: { compensation: outageCompensation(past, storing.credits) },
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(
      section.getByText(
        `Je hebt ${euro(settled.amount)} vergoeding gekregen voor deze storing. We hebben dit verrekend met je rekening van ${formatDateInText(invoice.invoiceDate)}.`,
      ),
    ).toBeVisible();
    await expect(
      section.getByRole('link', { name: `Rekening ${invoice.invoiceNumber} bekijken` }),
    ).toHaveAttribute('href', routePaths.invoiceDetail.href({ invoiceId: invoice.id }));
  },
};

/** Set off on an invoice the list does not hold (an old one): said without its date. */
export const SettledEarlier: Story = {
  args: { compensation: outageCompensation(past, storing.credits), invoices: [] },
  play: async ({ canvasElement }) => {
    const section = region(canvasElement);
    await expect(
      section.getByText(
        `Je hebt ${euro(settled.amount)} vergoeding gekregen voor deze storing. We hebben dit verrekend met een eerdere rekening.`,
      ),
    ).toBeVisible();
    await expect(section.getByRole('link', { name: 'Rekening bekijken' })).toBeVisible();
  },
};
