import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { examplePostcodeRule } from '../../testing/exampleRules.ts';
import { PostcodeField } from './PostcodeField.tsx';

describe('PostcodeField', () => {
  it('normalises on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PostcodeField rule={examplePostcodeRule} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1234ab');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1234 AB');
    expect(onChange).toHaveBeenLastCalledWith('1234 AB');
    expect(screen.getByRole('textbox', { name: 'Postcode' })).not.toHaveAttribute('aria-invalid');
  });

  it('shows the Dutch message for an invalid postcode and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<PostcodeField rule={examplePostcodeRule} />);
    const input = screen.getByRole('textbox', { name: 'Postcode' });
    await user.type(input, '0123 SA');
    await user.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
    expect(input).toHaveValue('0123 SA');
  });
});
