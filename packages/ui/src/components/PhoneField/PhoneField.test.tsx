import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PhoneField } from './PhoneField.tsx';

describe('PhoneField', () => {
  it('asks for a phone number: keypad, autofill of the own number, no spell check', () => {
    render(<PhoneField label="Mobiel nummer" />);
    const input = screen.getByRole('textbox', { name: 'Mobiel nummer' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAttribute('spellcheck', 'false');
  });

  it("turns autofill off for someone else's number", () => {
    render(<PhoneField label="Doorschakelen naar" autoComplete="off" />);
    expect(screen.getByRole('textbox', { name: 'Doorschakelen naar' })).toHaveAttribute(
      'autocomplete',
      'off',
    );
  });
});
