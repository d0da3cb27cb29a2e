import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { invoiceDifference, reads, routePaths } from '@vonk/domain';
import { InvoiceChanges } from './InvoiceChanges.tsx';
import { liveSandbox, liveSectionMeta } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// "Waarom is deze rekening anders?" alone (ADR 088): the persona's invoice lines from the
// sandbox, explained by the domain's invoiceDifference. The invoice is `args.invoiceId`.
const sandbox = liveSandbox({ persona: 'jan', path: routePaths.invoices.href() });

const meta = {
  title: 'Portal/Secties/Rekeningen/Waarom is deze rekening anders',
  ...liveSectionMeta({ persona: 'jan', path: routePaths.invoices.href() }),
  args: { invoiceId: 'inv-2026100001' },
  render: ({ invoiceId }: { invoiceId: string }) => (
    <ReadStory read={reads.invoices}>
      {(invoices) => (
        <ReadStory read={reads.invoiceLines} params={{ id: invoiceId }}>
          {(explanation) => (
            <InvoiceChanges
              difference={invoiceDifference(explanation)}
              previous={invoices.find(({ id }) => id === explanation.previous?.invoiceId) ?? null}
            />
          )}
        </ReadStory>
      )}
    </ReadStory>
  ),
} satisfies Meta<{ invoiceId: string }>;

export default meta;
type Story = StoryObj<{ invoiceId: string }>;

const section = async (canvasElement: HTMLElement) =>
  within(
    await within(canvasElement).findByRole('region', { name: 'Waarom is deze rekening anders?' }),
  );

/** Jan's October invoice: higher, four reasons, each with its cause. */
export const Higher: Story = {
  play: async ({ canvasElement }) => {
    const changes = await section(canvasElement);
    await expect(changes.getByText(/^Deze rekening is € 14,95 hoger dan de vorige/)).toBeVisible();
    await expect(changes.getAllByRole('listitem')).toHaveLength(4);
    await expect(changes.getByRole('link', { name: 'Bekijk je gebruikskosten' })).toHaveAttribute(
      'href',
      routePaths.usage.href(),
    );
  },
};

/** Jan's September invoice: as high as August, with other lines (a proration among them). */
export const SameTotalOtherLines: Story = {
  args: { invoiceId: 'inv-2026090001' },
  play: async ({ canvasElement }) => {
    const changes = await section(canvasElement);
    await expect(changes.getByText(/maar de regels zijn anders\.$/)).toBeVisible();
    await expect(
      changes.getByText(/^De korting 18 maanden Vonk Sport Totaal bij verlenging is afgelopen/),
    ).toBeVisible();
  },
};

/** Regeling's October invoice: lower, the one-off cost of September is gone. */
export const Lower: Story = {
  parameters: sandbox({ persona: 'regeling' }),
  args: { invoiceId: 'inv-2026100004' },
  play: async ({ canvasElement }) => {
    const changes = await section(canvasElement);
    await expect(changes.getByText(/^Deze rekening is € 39,90 lager dan de vorige/)).toBeVisible();
  },
};

/** Jan's November invoice: the same lines as October. */
export const NoChange: Story = {
  args: { invoiceId: 'inv-2026110001' },
  play: async ({ canvasElement }) => {
    const changes = await section(canvasElement);
    await expect(
      changes.getByText(/^Deze rekening is even hoog als de vorige .* en er is niets veranderd\.$/),
    ).toBeVisible();
    await expect(changes.queryByRole('list')).toBeNull();
  },
};

/** A first invoice: nothing to compare with. */
export const First: Story = {
  args: { invoiceId: 'inv-2026080001' },
  play: async ({ canvasElement }) => {
    const changes = await section(canvasElement);
    await expect(
      changes.getByText(
        'Dit is je eerste rekening: er is geen vorige rekening om mee te vergelijken.',
      ),
    ).toBeVisible();
  },
};
