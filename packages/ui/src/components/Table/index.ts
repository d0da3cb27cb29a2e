export { Table } from './Table.tsx';
export type { TableColumn, TableProps } from './Table.tsx';
