import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './PasswordField.tsx';

describe('PasswordField', () => {
  it('hides the password until asked, and keeps the value while toggling', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Wachtwoord" />);
    const input = screen.getByLabelText('Wachtwoord');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'geheim123');
    await user.click(screen.getByRole('button', { name: 'Toon wachtwoord' }));
    expect(screen.getByRole('textbox', { name: 'Wachtwoord' })).toHaveValue('geheim123');
    await user.click(screen.getByRole('button', { name: 'Verberg wachtwoord' }));
    expect(screen.getByLabelText('Wachtwoord')).toHaveAttribute('type', 'password');
  });

  it('points the toggle at the input and disables both', () => {
    render(<PasswordField label="Wachtwoord" disabled />);
    const button = screen.getByRole('button', { name: 'Toon wachtwoord' });
    expect(button).toHaveAttribute('aria-controls', screen.getByLabelText('Wachtwoord').id);
    expect(button).toBeDisabled();
  });
});
