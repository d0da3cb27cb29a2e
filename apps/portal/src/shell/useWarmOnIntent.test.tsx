import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routePaths } from '@vonk/domain';
import { useWarmOnIntent } from './useWarmOnIntent.ts';

function Links({ warm }: { warm: (href: string) => Promise<unknown> }) {
  useWarmOnIntent(warm);
  return (
    <nav>
      <a href={routePaths.invoices.href()}>
        <span>Rekeningen</span>
      </a>
      <a href={routePaths.orders.href()}>Bestellingen</a>
      <a href="https://www.vonk.nl/service">Service</a>
      <button type="button">Menu</button>
    </nav>
  );
}

describe('useWarmOnIntent', () => {
  it('warms once per link when the user points at an in-app link, also at its content', () => {
    const warm = vi.fn(() => Promise.resolve());
    const { getByText } = render(<Links warm={warm} />);
    fireEvent.pointerOver(getByText('Rekeningen'));
    fireEvent.pointerOver(getByText('Rekeningen'));
    expect(warm).toHaveBeenCalledTimes(1);
    expect(warm).toHaveBeenLastCalledWith(routePaths.invoices.href());
  });

  it('warms what each link needs: another link after the first one warms its own (ADR 151)', () => {
    const warm = vi.fn(() => Promise.resolve());
    const { getByText } = render(<Links warm={warm} />);
    fireEvent.pointerOver(getByText('Rekeningen'));
    fireEvent.pointerOver(getByText('Bestellingen'));
    expect(warm.mock.calls).toEqual([[routePaths.invoices.href()], [routePaths.orders.href()]]);
  });

  it('warms when the user tabs to an in-app link', () => {
    const warm = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Links warm={warm} />);
    getByRole('link', { name: 'Rekeningen' }).focus();
    expect(warm).toHaveBeenCalledWith(routePaths.invoices.href());
  });

  it('does not warm for a link that leaves the portal or for a button', () => {
    const warm = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Links warm={warm} />);
    fireEvent.pointerOver(getByRole('link', { name: 'Service' }));
    getByRole('button', { name: 'Menu' }).focus();
    expect(warm).not.toHaveBeenCalled();
  });

  it('stops listening when the shell unmounts, and a failed warm is not thrown', async () => {
    const warm = vi.fn(() => Promise.reject(new Error('offline')));
    const { getByText, unmount } = render(<Links warm={warm} />);
    fireEvent.pointerOver(getByText('Rekeningen'));
    expect(warm).toHaveBeenCalledTimes(1);
    unmount();
    const link = document.body.appendChild(document.createElement('a'));
    link.href = routePaths.orders.href();
    fireEvent.pointerOver(link);
    expect(warm).toHaveBeenCalledTimes(1);
    link.remove();
    await Promise.resolve();
  });
});
