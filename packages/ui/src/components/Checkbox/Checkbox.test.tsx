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

describe('Checkbox on its own (the native element, no react-aria)', () => {
  it('follows a controlled value and reports the change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <Checkbox checked={false} onChange={onChange}>
        Kies rekening
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Kies rekening' });
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(box).not.toBeChecked();
    rerender(
      <Checkbox checked onChange={onChange}>
        Kies rekening
      </Checkbox>,
    );
    expect(box).toBeChecked();
  });

  it('toggles from a click on its label text and is indeterminate on request', async () => {
    const user = userEvent.setup();
    render(<Checkbox indeterminate>Alle rekeningen</Checkbox>);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Alle rekeningen' });
    expect(box.indeterminate).toBe(true);
    await user.click(screen.getByText('Alle rekeningen'));
    expect(box).toBeChecked();
  });

  it('returns to defaultChecked when its form is reset', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <form>
        <Checkbox defaultChecked onChange={onChange}>
          Nieuwsbrief
        </Checkbox>
        <button type="reset">Herstel</button>
      </form>,
    );
    const box = screen.getByRole('checkbox', { name: 'Nieuwsbrief' });
    await user.click(box);
    expect(box).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Herstel' }));
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('keeps aria-describedby of its own beside description and error', () => {
    render(
      <>
        <p id="extra">Extra uitleg.</p>
        <Checkbox aria-describedby="extra" description="Lees ze eerst." invalid>
          Voorwaarden
        </Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Voorwaarden' })).toHaveAccessibleDescription(
      'Lees ze eerst. Extra uitleg.',
    );
  });
});
