import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

describe('Switch', () => {
  it('is a switch that toggles with Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch onChange={onChange}>Opnemen in de cloud</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Opnemen in de cloud' });
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Uit')).toBeInTheDocument();
    await user.tab();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('Aan')).toBeInTheDocument();
  });

  it('is disabled', () => {
    render(<Switch disabled>Voicemail</Switch>);
    expect(screen.getByRole('switch', { name: 'Voicemail' })).toBeDisabled();
  });

  it('is the native checkbox: a form reset restores defaultChecked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <form>
        <Switch defaultChecked onChange={onChange}>
          Terugkijken
        </Switch>
        <button type="reset">Herstel</button>
      </form>,
    );
    const toggle = screen.getByRole('switch', { name: 'Terugkijken' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Herstel' }));
    expect(toggle).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
