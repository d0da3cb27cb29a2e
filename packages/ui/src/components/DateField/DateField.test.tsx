import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateField, datePartsToIso } from './DateField.tsx';

describe('DateField', () => {
  it.each([
    [{ day: '22', month: '11', year: '2026' }, '2026-11-22'],
    [{ day: '1', month: '2', year: '2024' }, '2024-02-01'],
    [{ day: '29', month: '2', year: '2025' }, null],
    [{ day: '', month: '11', year: '2026' }, null],
  ])('%j is %j', (parts, iso) => {
    expect(datePartsToIso(parts)).toBe(iso);
  });

  it('is a group of day, month and year that reports the ISO date', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="Gewenste datum" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Gewenste datum' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Dag' }), '22');
    await user.type(screen.getByRole('textbox', { name: 'Maand' }), '11');
    await user.type(screen.getByRole('textbox', { name: 'Jaar' }), '2026');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22', {
      day: '22',
      month: '11',
      year: '2026',
    });
  });

  it('says so when focus leaves an impossible date, keeping the parts', async () => {
    const user = userEvent.setup();
    render(
      <>
        <DateField label="Gewenste datum" defaultValue="2026-11-22" />
        <button type="button">Verder</button>
      </>,
    );
    const day = screen.getByRole('textbox', { name: 'Dag' });
    await user.clear(day);
    await user.type(day, '31');
    await user.clear(screen.getByRole('textbox', { name: 'Maand' }));
    await user.type(screen.getByRole('textbox', { name: 'Maand' }), '2');
    expect(screen.queryByText(/Vul een geldige datum in/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verder' }));
    expect(screen.getByRole('group', { name: 'Gewenste datum' })).toHaveAccessibleDescription(
      'Bijvoorbeeld 22 11 2026 Vul een geldige datum in, bijvoorbeeld 22 11 2026.',
    );
    expect(day).toHaveValue('31');
    expect(day).toHaveAttribute('aria-invalid', 'true');
  });

  it('leaves the check to the form when focus moves to its submit button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <DateField label="Gewenste datum" />
        <button type="submit">Versturen</button>
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Dag' }), '31');
    await user.click(screen.getByRole('button', { name: 'Versturen' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(/Vul een geldige datum in/)).not.toBeInTheDocument();
  });
});
