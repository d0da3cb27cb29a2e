import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog.tsx';

describe('Dialog', () => {
  it('is a dialog named by its title with a Sluiten button', async () => {
    const onClose = vi.fn();
    render(
      <Dialog title="Mijn abonnementen" onClose={onClose}>
        Inhoud
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Mijn abonnementen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('can be an alertdialog without a close button', () => {
    render(<Dialog role="alertdialog" title="Weet je het zeker?" />);
    expect(screen.getByRole('alertdialog', { name: 'Weet je het zeker?' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps an aria-describedby it is given: the description is read with the name', () => {
    render(
      <Dialog title="Ben je er nog?" aria-describedby="uitleg">
        <p id="uitleg">Wat je nog niet hebt verstuurd, gaat verloren.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Ben je er nog?' })).toHaveAccessibleDescription(
      'Wat je nog niet hebt verstuurd, gaat verloren.',
    );
  });
});
