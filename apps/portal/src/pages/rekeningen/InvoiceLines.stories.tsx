import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { invoiceDifference, reads, routePaths } from '@vonk/domain';
import { InvoiceLines } from './InvoiceLines.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// An invoice's lines in their groups, alone (ADR 088), from the sandbox's lines of
// `args.invoiceId`.
const sandbox = liveSandbox({ persona: 'jan', path: routePaths.invoices.href() });

const meta = {
  title: 'Portal/Secties/Rekeningen/Regels van een rekening',
  ...liveSectionMeta({ persona: 'jan', path: routePaths.invoices.href() }),
  args: { invoiceId: 'inv-2026090001' },
  render: ({ invoiceId }: { invoiceId: string }) => (
    <ReadStory read={reads.invoiceLines} params={{ id: invoiceId }}>
      {(explanation) => {
        const { groups, totalCents } = invoiceDifference(explanation);
        return <InvoiceLines groups={groups} totalCents={totalCents} />;
      }}
    </ReadStory>
  ),
} satisfies Meta<{ invoiceId: string }>;

export default meta;
type Story = StoryObj<{ invoiceId: string }>;

/** Jan's September invoice: monthly fees (one for 16 days), usage and a credit. */
export const Groups: Story = {
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement);
    const tables = await lines.findAllByRole('table');
    await expect(
      tables.map((table) => table.querySelector('caption')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual([
      'Maandelijkse kosten: € 123,47',
      'Gebruik buiten je bundel: € 17,03',
      'Tegoeden: € -25,00',
    ]);
    await expect(
      lines.getByRole('rowheader', { name: '16 dagen Vonk Sport Totaal' }),
    ).toBeVisible();
    await expect(lines.getByText('Totaal: € 115,50')).toBeVisible();
  },
};

/** Piet's September invoice: a one-off cost beside the monthly fees. */
export const OneOffCost: Story = {
  parameters: sandbox({ persona: 'piet' }),
  args: { invoiceId: 'inv-2026090004' },
  play: async ({ canvasElement }) => {
    const lines = within(canvasElement);
    await expect(
      await lines.findByRole('table', { name: /^Eenmalige kosten: €\s39,90$/ }),
    ).toBeVisible();
    await expect(lines.getByText('Totaal: € 102,40')).toBeVisible();
  },
};
