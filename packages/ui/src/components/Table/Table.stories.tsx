import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatDate } from '../../formatters/formatDate.ts';
import { formatEuro } from '../../formatters/formatEuro.ts';
import { Table } from './Table.tsx';

interface Invoice {
  id: string;
  date: string;
  description: string;
  amount: number;
}
const rows: Invoice[] = [
  { id: 'F-2026-11', date: '2026-11-22', description: 'Internet + TV', amount: 64.5 },
  {
    id: 'F-2026-10',
    date: '2026-10-22',
    description: 'Internet + TV + Vast bellen, inclusief eenmalige aansluitkosten',
    amount: 1234.56,
  },
];

const meta = {
  title: 'Gegevens/Table',
  component: Table<Invoice>,
  args: {
    caption: 'Rekeningen',
    rows,
    getRowKey: (row: Invoice) => row.id,
    columns: [
      {
        key: 'date',
        header: 'Datum',
        rowHeader: true,
        render: (r: Invoice) => formatDate(r.date),
      },
      { key: 'description', header: 'Omschrijving' },
      {
        key: 'amount',
        header: 'Bedrag',
        align: 'end',
        render: (r: Invoice) => formatEuro(r.amount),
      },
    ],
  },
} satisfies Meta<typeof Table<Invoice>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rekeningen' });
    await expect(within(table).getByRole('columnheader', { name: 'Bedrag' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: '22-11-2026' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [], emptyText: 'Je hebt nog geen rekeningen.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Je hebt nog geen rekeningen.')).toBeVisible();
  },
};

export const StackedAt320: Story = {
  globals: { viewport: { value: 'mobile320', isRotated: false } },
  // The test-runner ignores the viewport global; a 320px box triggers the same container query.
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Rekeningen' })).toBeVisible();
    // Rows stack: each row is a block and the header row is visually hidden (still read out).
    await expect(getComputedStyle(canvas.getAllByRole('row')[1]!).display).toBe('block');
    await expect(getComputedStyle(canvas.getAllByRole('rowgroup')[0]!).position).toBe('absolute');
    await expect(canvas.getByText(/eenmalige aansluitkosten/)).toBeVisible();
  },
};
