import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { Ellipsis, List, Nav, PageControl } from './Pagination.styles.ts';

export interface PaginationProps extends Omit<ComponentPropsWithRef<'nav'>, 'onChange'> {
  /** Current page, 1-based. */
  page: number;
  /** Number of items in total; with `pageSize` gives the page count. */
  totalItems: number;
  /** Items per page, chosen by the caller (orders use 10, spec §9). */
  pageSize: number;
  onPageChange?: (page: number) => void;
  /** Render pages as links (e.g. `/bestellingen?pagina=3`) instead of buttons. */
  getPageHref?: (page: number) => string;
  /** Default 'Paginering'. */
  'aria-label'?: string;
  previousLabel?: ReactNode;
  nextLabel?: ReactNode;
  /** Accessible name of a page number. Default `Pagina ${n}`. */
  pageLabel?: (page: number) => string;
}

export function pageCount(totalItems: number, pageSize: number): number {
  if (
    !Number.isFinite(totalItems) ||
    !Number.isFinite(pageSize) ||
    pageSize <= 0 ||
    totalItems <= 0
  )
    return 0;
  return Math.ceil(totalItems / pageSize);
}

/** Page numbers to show: first, last, current ±1, with `'…'` for gaps of two or more. */
export function pageItems(page: number, count: number): (number | 'ellipsis')[] {
  const pages = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...pages].sort((a, b) => a - b);
  const items: (number | 'ellipsis')[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && p - previous > 2) items.push('ellipsis');
    items.push(p);
  });
  return items;
}

/** Page navigation: `<nav aria-label="Paginering">`, 'Vorige' / 'Volgende', aria-current on the page. */
export function Pagination({
  page,
  totalItems,
  pageSize,
  onPageChange,
  getPageHref,
  'aria-label': ariaLabel = 'Paginering',
  previousLabel = 'Vorige',
  nextLabel = 'Volgende',
  pageLabel = (n) => `Pagina ${n}`,
  ...rest
}: PaginationProps) {
  const count = pageCount(totalItems, pageSize);
  if (count <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page)), count);

  const control = (
    target: number,
    children: ReactNode,
    props: { 'aria-label'?: string; 'aria-current'?: 'page'; disabled?: boolean; rel?: string },
  ) => {
    const { disabled, ...aria } = props;
    if (getPageHref && !disabled) {
      return (
        <PageControl
          as={Link}
          unstyled
          href={getPageHref(target)}
          {...aria}
          onClick={(event: MouseEvent) => {
            if (onPageChange) {
              event.preventDefault();
              onPageChange(target);
            }
          }}
        >
          {children}
        </PageControl>
      );
    }
    return (
      <PageControl
        type="button"
        aria-label={aria['aria-label']}
        aria-current={aria['aria-current']}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled && target !== current) onPageChange?.(target);
        }}
      >
        {children}
      </PageControl>
    );
  };

  return (
    <Nav aria-label={ariaLabel} {...rest}>
      <List>
        <li>
          {control(
            current - 1,
            <>
              <Icon name="chevronLeft" size={20} />
              {previousLabel}
            </>,
            { disabled: current === 1, rel: 'prev' },
          )}
        </li>
        {pageItems(current, count).map((item, index) =>
          item === 'ellipsis' ? (
            <li key={`ellipsis-${index}`} aria-hidden="true">
              <Ellipsis>…</Ellipsis>
            </li>
          ) : (
            <li key={item}>
              {control(item, item, {
                'aria-label': pageLabel(item),
                'aria-current': item === current ? 'page' : undefined,
              })}
            </li>
          ),
        )}
        <li>
          {control(
            current + 1,
            <>
              {nextLabel}
              <Icon name="chevronRight" size={20} />
            </>,
            { disabled: current === count, rel: 'next' },
          )}
        </li>
      </List>
    </Nav>
  );
}
