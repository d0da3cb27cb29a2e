import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select.tsx';

const options = [
  { value: '1', label: 'De 1e van de maand' },
  { value: '15', label: 'De 15e van de maand' },
];

describe('Select', () => {
  it('is a native combobox named by its label with a Dutch placeholder', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Incassodatum" options={options} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Incassodatum' });
    expect(screen.getByRole('option', { name: 'Maak een keuze' })).toBeInTheDocument();
    await user.selectOptions(select, '15');
    expect(onChange).toHaveBeenCalledWith('15');
    expect(select).toHaveValue('15');
  });

  it('links description and error', () => {
    render(
      <Select
        label="Incassodatum"
        description="Wanneer we het bedrag afschrijven."
        errorMessage="Kies een incassodatum."
        options={options}
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Incassodatum' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toBeRequired();
    expect(select).toHaveAccessibleDescription(
      'Wanneer we het bedrag afschrijven. Kies een incassodatum.',
    );
  });

  it('is disabled', () => {
    render(<Select label="Incassodatum" options={options} disabled />);
    expect(screen.getByRole('combobox', { name: 'Incassodatum' })).toBeDisabled();
  });

  it('checks a choice as it is made, and the message goes once the choice is right', async () => {
    const user = userEvent.setup();
    const validate = (value: string) =>
      value === '15' ? 'Op de 15e kunnen we niet afschrijven.' : undefined;
    render(<Select label="Incassodatum" options={options} validate={validate} />);
    const select = screen.getByRole('combobox', { name: 'Incassodatum' });
    await user.selectOptions(select, '15');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Op de 15e kunnen we niet afschrijven.');
    await user.selectOptions(select, '1');
    expect(select).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Op de 15e kunnen we niet afschrijven.')).not.toBeInTheDocument();
  });
});
