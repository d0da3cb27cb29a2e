import type { ComponentPropsWithRef, Key, ReactNode } from 'react';
import { Empty, StyledTable, Wrapper } from './Table.styles.ts';

export interface TableColumn<T> {
  key: string;
  /** Column header; also the label in front of each value when rows stack. Plain text. */
  header: string;
  /** Value of this column for a row; defaults to `row[key]`. */
  render?: (row: T) => ReactNode;
  /** `'end'` for amounts. */
  align?: 'start' | 'end';
  /** Marks the column that names the row (rendered as `<th scope="row">`). */
  rowHeader?: boolean;
}

export interface TableProps<T> extends Omit<ComponentPropsWithRef<'table'>, 'children'> {
  /** Visible caption; names the table. */
  caption: ReactNode;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => Key;
  /** Shown in a single cell when there are no rows. Default 'Er zijn geen gegevens.' */
  emptyText?: ReactNode;
}

/**
 * A real `<table>` with a caption. On narrow screens (container narrower than 36rem) each row
 * stacks into label/value lines; the header row stays for screen readers.
 */
export function Table<T>({
  caption,
  columns,
  rows,
  getRowKey,
  emptyText = 'Er zijn geen gegevens.',
  className,
  ...rest
}: TableProps<T>) {
  const cell = (column: TableColumn<T>, row: T): ReactNode =>
    column.render
      ? column.render(row)
      : ((row as Record<string, unknown>)[column.key] as ReactNode);
  return (
    <Wrapper className={className}>
      <StyledTable {...rest}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Empty colSpan={columns.length}>{emptyText}</Empty>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={getRowKey(row, index)}>
                {columns.map((column) =>
                  column.rowHeader ? (
                    <th
                      key={column.key}
                      scope="row"
                      data-label={column.header}
                      data-align={column.align}
                    >
                      <span>{cell(column, row)}</span>
                    </th>
                  ) : (
                    <td key={column.key} data-label={column.header} data-align={column.align}>
                      <span>{cell(column, row)}</span>
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Wrapper>
  );
}
