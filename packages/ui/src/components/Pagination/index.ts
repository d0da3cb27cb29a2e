export { Pagination, pageCount, pageItems } from './Pagination.tsx';
export type { PaginationProps } from './Pagination.tsx';
