import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Radio, RadioGroup } from './RadioGroup.tsx';

function Example(props: { onChange?: (v: string) => void; errorMessage?: string }) {
  return (
    <RadioGroup label="Aantal apparaten" {...props}>
      <Radio value="3">3 apparaten</Radio>
      <Radio value="10" description="Voor het hele gezin">
        10 apparaten
      </Radio>
      <Radio value="25">25 apparaten</Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a radiogroup; arrow keys move the selection', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Aantal apparaten' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '3 apparaten' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '10 apparaten' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('10');
    expect(screen.getByRole('radio', { name: '10 apparaten' })).toHaveAccessibleDescription(
      'Voor het hele gezin',
    );
  });

  it('links the group error', () => {
    render(<Example errorMessage="Kies het aantal apparaten." />);
    expect(
      screen.getByRole('radiogroup', { name: 'Aantal apparaten' }),
    ).toHaveAccessibleDescription('Kies het aantal apparaten.');
  });

  it('is native radios sharing one name; a disabled or required group says so on each', () => {
    render(
      <RadioGroup label="Leeftijd" name="leeftijd" disabled required defaultValue="12">
        <Radio value="6">6 jaar</Radio>
        <Radio value="12">12 jaar</Radio>
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Leeftijd' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-disabled', 'true');
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio).toHaveAttribute('name', 'leeftijd');
      expect(radio).toBeDisabled();
    }
    expect(screen.getByRole('radio', { name: '12 jaar' })).toBeChecked();
  });
});
