import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './Toast.tsx';
import { ToastExample } from './ToastExample.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('shows the message, announces it and closes with Sluiten', async () => {
    render(
      <ToastProvider>
        <ToastExample />
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    const list = screen.getByRole('list', { name: 'Meldingen' });
    expect(list).toHaveTextContent('Je gegevens zijn opgeslagen.');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Je gegevens zijn opgeslagen.'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(list).not.toHaveTextContent('Je gegevens zijn opgeslagen.');
  });

  it('disappears by itself after 6 seconds, errors stay', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <ToastProvider>
        <ToastExample />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await user.click(screen.getByRole('button', { name: 'Mislukt' }));
    act(() => {
      vi.advanceTimersByTime(6100);
    });
    const list = screen.getByRole('list', { name: 'Meldingen' });
    expect(list).not.toHaveTextContent('Je gegevens zijn opgeslagen.');
    expect(list).toHaveTextContent('Opslaan is mislukt.');
  });
});
