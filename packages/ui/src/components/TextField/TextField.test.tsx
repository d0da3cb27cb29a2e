import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

describe('TextField', () => {
  it('is a textbox named by its label, with the description linked', () => {
    render(<TextField label="E-mailadres" description="We sturen je hier de bevestiging." />);
    const input = screen.getByRole('textbox', { name: 'E-mailadres' });
    expect(input).toHaveAccessibleDescription('We sturen je hier de bevestiging.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks a required field for the eye and for assistive tech', () => {
    render(<TextField label="Achternaam" required />);
    expect(screen.getByRole('textbox', { name: 'Achternaam' })).toBeRequired();
    expect(screen.getByText('(verplicht)')).toBeInTheDocument();
  });

  it('shows an error from the caller, linked and with aria-invalid, keeping the value', () => {
    render(<TextField label="Achternaam" defaultValue="J" errorMessage="Vul je achternaam in." />);
    const input = screen.getByRole('textbox', { name: 'Achternaam' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vul je achternaam in.');
    expect(input).toHaveValue('J');
  });

  it('validates on blur, then clears the error while typing a correct value', async () => {
    const user = userEvent.setup();
    render(
      <TextField
        label="Code"
        validate={(v) => (v.length < 3 ? 'Vul minstens 3 tekens in.' : undefined)}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'ab');
    expect(screen.queryByText('Vul minstens 3 tekens in.')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAccessibleDescription('Vul minstens 3 tekens in.');
    expect(input).toHaveValue('ab');
    await user.type(input, 'c');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Vul minstens 3 tekens in.')).not.toBeInTheDocument();
  });

  it('leaves the check to the form when focus moves to its submit button, so the click lands', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <TextField
          label="Code"
          validate={(v) => (v.length < 3 ? 'Vul minstens 3 tekens in.' : undefined)}
        />
        <button type="submit">Versturen</button>
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Code' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Vul minstens 3 tekens in.')).not.toBeInTheDocument();
  });

  it('still checks the field when the keyboard moves on to the submit button', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <TextField
          label="Code"
          validate={(v) => (v.length < 3 ? 'Vul minstens 3 tekens in.' : undefined)}
        />
        <button type="submit">Versturen</button>
      </form>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Code' }));
    await user.keyboard('ab');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Versturen' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription(
      'Vul minstens 3 tekens in.',
    );
  });

  it('normalises on blur and reports the value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Naam" normalise={(v) => v.trim()} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Naam' }), '  Jan  ');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Naam' })).toHaveValue('Jan');
    expect(onChange).toHaveBeenLastCalledWith('Jan');
  });

  it('is disabled', () => {
    render(<TextField label="Klantnummer" disabled defaultValue="12345" />);
    expect(screen.getByRole('textbox', { name: 'Klantnummer' })).toBeDisabled();
  });

  it('is the native input without react-aria: labelled by id, and a form reset restores its value', async () => {
    const user = userEvent.setup();
    render(
      <form>
        <TextField id="achternaam" label="Achternaam" defaultValue="Jansen" />
        <button type="reset">Herstel</button>
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Achternaam' });
    expect(input).toHaveAttribute('id', 'achternaam');
    expect(screen.getByText('Achternaam').closest('label')).toHaveAttribute('for', 'achternaam');
    await user.clear(input);
    await user.type(input, 'de Vries');
    await user.click(screen.getByRole('button', { name: 'Herstel' }));
    expect(input).toHaveValue('Jansen');
  });
});
