import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counts fetches of the open-overlay chunk, and can make one fail as a dropped connection would.
const chunk = { fetches: 0, offline: false };

// A fresh loader per test: the chunk is fetched once per page, so each test is a new page.
async function freshDrawer() {
  vi.resetModules();
  vi.doMock('./ModalOverlay.tsx', async (importOriginal) => {
    chunk.fetches += 1;
    if (chunk.offline) throw new Error('Failed to fetch dynamically imported module');
    return importOriginal();
  });
  const [{ Drawer }, { preloadOverlay }] = await Promise.all([
    import('../Drawer/Drawer.tsx'),
    import('./overlayLoader.tsx'),
  ]);
  return function Example({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
    const [open, setOpen] = useState(false);
    const change = (next: boolean) => {
      onOpenChange?.(next);
      setOpen(next);
    };
    return (
      <>
        <button
          type="button"
          aria-expanded={open}
          onClick={() => change(true)}
          onPointerEnter={preloadOverlay}
          onFocus={preloadOverlay}
        >
          Meer
        </button>
        <Drawer open={open} onOpenChange={change} title="Meer">
          <a href="/storingen">Actuele storingen</a>
        </Drawer>
      </>
    );
  };
}

beforeEach(() => {
  chunk.fetches = 0;
  chunk.offline = false;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('lazy overlays (ADR 030)', () => {
  it('a closed drawer does not fetch the overlay code; pointing at its trigger does', async () => {
    const Example = await freshDrawer();
    render(<Example />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(chunk.fetches).toBe(0);
    await userEvent.hover(screen.getByRole('button', { name: 'Meer' }));
    await waitFor(() => expect(chunk.fetches).toBe(1));
  });

  it('opens on the first press before the code is there, focus inside, and returns focus', async () => {
    const user = userEvent.setup();
    const Example = await freshDrawer();
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Meer' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Meer' });
    await waitFor(() => expect(drawer.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
    // Once fetched, the next open is synchronous.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Meer' })).toBeInTheDocument();
    expect(chunk.fetches).toBe(1);
  });

  it('when the code cannot be fetched, reports itself closed and tries again on the next press', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const Example = await freshDrawer();
    render(<Example onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Meer' });
    chunk.offline = true;
    await user.click(trigger);
    await waitFor(() => expect(onOpenChange).toHaveBeenLastCalledWith(false));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    chunk.offline = false;
    await user.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Meer' })).toBeInTheDocument();
  });
});
