import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, pageCount, pageItems } from './Pagination.tsx';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 9, 10]],
  ])('page %i of %i', (page, count, expected) => {
    expect(pageItems(page, count)).toEqual(expected);
  });

  it('counts pages from the caller’s page size', () => {
    expect(pageCount(45, 10)).toBe(5);
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
  });
});

describe('Pagination', () => {
  it('is a navigation landmark with Vorige, Volgende and the current page', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(<Pagination page={1} totalItems={45} pageSize={10} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Paginering' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: 'Vorige' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Vorige' }));
    expect(onPageChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Volgende' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await user.click(screen.getByRole('button', { name: 'Pagina 5' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });

  it('renders links with getPageHref', () => {
    render(
      <Pagination
        page={2}
        totalItems={30}
        pageSize={10}
        getPageHref={(p) => `/bestellingen?pagina=${p}`}
      />,
    );
    expect(screen.getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'href',
      '/bestellingen?pagina=3',
    );
    expect(screen.getByRole('link', { name: 'Pagina 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalItems={8} pageSize={10} />);
    expect(container).toBeEmptyDOMElement();
  });
});
