import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './Table.tsx';

interface Invoice {
  id: string;
  date: string;
  amount: string;
}
const columns = [
  { key: 'date', header: 'Datum', rowHeader: true },
  { key: 'amount', header: 'Bedrag', align: 'end' as const },
];

describe('Table', () => {
  it('is a table named by its caption with column and row headers', () => {
    render(
      <Table<Invoice>
        caption="Rekeningen"
        columns={columns}
        rows={[{ id: '1', date: '22-11-2026', amount: '€ 45,00' }]}
        getRowKey={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Rekeningen' });
    expect(within(table).getByRole('columnheader', { name: 'Bedrag' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: '22-11-2026' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '€ 45,00' })).toHaveAttribute(
      'data-label',
      'Bedrag',
    );
  });

  it('shows the empty text in one cell', () => {
    render(
      <Table<Invoice>
        caption="Rekeningen"
        columns={columns}
        rows={[]}
        getRowKey={(r) => r.id}
        emptyText="Je hebt nog geen rekeningen."
      />,
    );
    expect(screen.getByRole('cell', { name: 'Je hebt nog geen rekeningen.' })).toHaveAttribute(
      'colspan',
      '2',
    );
  });
});
