import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { reads, routePaths } from '@vonk/domain';
import { InvoiceList } from './InvoiceList.tsx';
import { liveSectionDecorator, liveSectionLoader } from '../../testing/liveSection.tsx';
import type { LiveSectionParameters } from '../../testing/liveSection.tsx';
import { ReadStory } from '../../testing/readStory.tsx';

// The invoices, alone (ADR 088): the persona's invoices from the sandbox, each PDF and the zip
// of a choice downloaded from it; /rekeningen shows them under the overview.
const sandbox = (value: Partial<LiveSectionParameters>) => ({
  sandbox: { persona: 'jan', path: routePaths.invoices.href(), ...value },
});

const meta = {
  title: 'Portal/Secties/Rekeningen/Rekeningen',
  component: InvoiceList,
  loaders: [liveSectionLoader],
  decorators: [liveSectionDecorator],
  parameters: sandbox({}),
  render: () => (
    <ReadStory read={reads.invoices}>{(invoices) => <InvoiceList invoices={invoices} />}</ReadStory>
  ),
} satisfies Meta<typeof InvoiceList>;

export default meta;
type Story = StoryObj<typeof InvoiceList>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Rekeningen, nieuwste eerst' }));

/** Jan: newest first, each with its status and its PDF. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = await table(canvasElement);
    const rows = list.getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('08-11-2026');
    await expect(rows[0]).toHaveTextContent('Openstaand');
    await expect(rows[1]).toHaveTextContent('Betaald');
    await expect(
      list.getByRole('button', { name: 'PDF van de rekening van 8 november 2026' }),
    ).toBeVisible();
  },
};

/** Piet: an invoice paid too late is marked so. */
export const Overdue: Story = {
  parameters: sandbox({ persona: 'piet' }),
  play: async ({ canvasElement }) => {
    const rows = (await table(canvasElement)).getAllByRole('row').slice(1);
    await expect(rows[1]).toHaveTextContent('Te laat');
  },
};

/** Choosing two invoices offers them as one zip; the count is announced. */
export const TwoChosen: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    await userEvent.click(
      await list.findByRole('checkbox', { name: 'Kies de rekening van 8 november 2026' }),
    );
    await userEvent.click(
      list.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' }),
    );
    await expect(list.getByText('2 rekeningen gekozen')).toBeVisible();
    await expect(list.getByRole('button', { name: 'Download 2 rekeningen als zip' })).toBeVisible();
  },
};

/** The zip fails (500): said under its button, and both invoices stay chosen. */
export const DownloadFailed: Story = {
  parameters: sandbox({ faults: [{ path: '/api/invoices/pdf', status: 500 }] }),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement);
    const first = await list.findByRole('checkbox', {
      name: 'Kies de rekening van 8 november 2026',
    });
    const second = list.getByRole('checkbox', { name: 'Kies de rekening van 8 oktober 2026' });
    await userEvent.click(first);
    await userEvent.click(second);
    await userEvent.click(list.getByRole('button', { name: 'Download 2 rekeningen als zip' }));
    await expect(
      await list.findByText(
        'Het downloaden van je gekozen rekeningen is niet gelukt. Je keuze staat er nog: probeer het nog eens.',
      ),
    ).toBeVisible();
    await expect(first).toBeChecked();
    await expect(second).toBeChecked();
  },
};
