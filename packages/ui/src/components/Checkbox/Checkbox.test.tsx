import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

describe('Checkbox', () => {
  it('toggles with click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Ander bezorgadres</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Ander bezorgadres' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('links description and error and marks it invalid', () => {
    render(
      <Checkbox description="Lees ze eerst." errorMessage="Ga akkoord met de voorwaarden." required>
        Ik ga akkoord met de voorwaarden
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Ik ga akkoord met de voorwaarden' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Lees ze eerst\..*Ga akkoord met de voorwaarden\./);
  });

  it('is disabled', () => {
    render(<Checkbox disabled>Nieuwsbrief</Checkbox>);
    expect(screen.getByRole('checkbox', { name: 'Nieuwsbrief' })).toBeDisabled();
  });
});
