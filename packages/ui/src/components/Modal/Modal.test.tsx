import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModalExample } from './ModalExample.tsx';

describe('Modal', () => {
  it('opens a labelled modal dialog and moves focus into it', async () => {
    const user = userEvent.setup();
    render(<ModalExample />);
    await user.click(screen.getByRole('button', { name: 'Abonnement opzeggen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Je kan nu niet online opzeggen.' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveTextContent(
      'Je hebt een lopende bestelling. Daarom kan je nog niet opzeggen.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    render(<ModalExample />);
    const trigger = screen.getByRole('button', { name: 'Abonnement opzeggen' });
    await user.click(trigger);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes with the Dutch close button', async () => {
    const user = userEvent.setup();
    render(<ModalExample defaultOpen />);
    await user.click(await screen.findByRole('button', { name: 'Sluiten' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
