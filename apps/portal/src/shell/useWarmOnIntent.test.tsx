import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routePaths } from '@vonk/domain';
import { useWarmOnIntent } from './useWarmOnIntent.ts';

function Links({ load }: { load: () => Promise<unknown> }) {
  useWarmOnIntent(load);
  return (
    <nav>
      <a href={routePaths.invoices.href()}>
        <span>Rekeningen</span>
      </a>
      <a href="https://www.vonk.nl/service">Service</a>
      <button type="button">Menu</button>
    </nav>
  );
}

describe('useWarmOnIntent', () => {
  it('loads once when the user points at an in-app link, also at its content', () => {
    const load = vi.fn(() => Promise.resolve());
    const { getByText } = render(<Links load={load} />);
    fireEvent.pointerOver(getByText('Rekeningen'));
    fireEvent.pointerOver(getByText('Rekeningen'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads when the user tabs to an in-app link', () => {
    const load = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Links load={load} />);
    getByRole('link', { name: 'Rekeningen' }).focus();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load for a link that leaves the portal or for a button', () => {
    const load = vi.fn(() => Promise.resolve());
    const { getByRole } = render(<Links load={load} />);
    fireEvent.pointerOver(getByRole('link', { name: 'Service' }));
    getByRole('button', { name: 'Menu' }).focus();
    expect(load).not.toHaveBeenCalled();
  });

  it('stops listening when the shell unmounts, and a failed load is not thrown', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const { getByText, unmount } = render(<Links load={load} />);
    fireEvent.pointerOver(getByText('Rekeningen'));
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
    fireEvent.pointerOver(document.body);
    expect(load).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });
});
