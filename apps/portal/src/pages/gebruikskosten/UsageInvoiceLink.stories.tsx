import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { UsageInvoiceLink } from './UsageInvoiceLink.tsx';
import { liveSectionMeta } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// The invoice a month's usage is on, alone (ADR 088), from jan's invoices in the sandbox.
const meta = {
  title: 'Portal/Secties/Gebruikskosten/Op welke rekening',
  ...liveSectionMeta({ persona: 'jan', path: routePaths.usage.href() }),
  args: { month: '2026-10' },
  render: ({ month }: { month: string }) => (
    <ReadStory read={reads.invoices}>
      {(invoices) => <UsageInvoiceLink invoices={invoices} month={month} />}
    </ReadStory>
  ),
} satisfies Meta<{ month: string }>;

export default meta;
type Story = StoryObj<{ month: string }>;

/** October's usage is on the invoice of 8 November. */
export const OnAnInvoice: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', {
        name: 'Op de rekening van 8 november 2026',
      }),
    ).toHaveAttribute('href', routePaths.invoiceDetail.href({ invoiceId: 'inv-2026110001' }));
  },
};

/** November's usage has no invoice yet. */
export const NotYetInvoiced: Story = {
  args: { month: '2026-11' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Deze kosten komen op je volgende rekening.'),
    ).toBeVisible();
  },
};
