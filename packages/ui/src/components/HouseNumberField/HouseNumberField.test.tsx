import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  HouseNumberAdditionField,
  isValidHouseNumberAddition,
} from './HouseNumberAdditionField.tsx';
import { HouseNumberField, isValidHouseNumber } from './HouseNumberField.tsx';

describe('HouseNumberField', () => {
  it.each([
    ['1', true],
    ['12345', true],
    ['0', false],
    ['12a', false],
    ['', false],
  ])('house number %j valid: %s', (value, valid) => {
    expect(isValidHouseNumber(value)).toBe(valid);
  });

  it('rejects letters with a Dutch message', async () => {
    const user = userEvent.setup();
    render(<HouseNumberField />);
    const input = screen.getByRole('textbox', { name: 'Huisnummer' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12a');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Vul een geldig huisnummer in, alleen cijfers.');
  });

  it('upper-cases the addition and accepts an empty one', async () => {
    const user = userEvent.setup();
    render(<HouseNumberAdditionField />);
    const input = screen.getByRole('textbox', { name: 'Toevoeging' });
    await user.type(input, ' a ');
    await user.tab();
    expect(input).toHaveValue('A');
    expect(isValidHouseNumberAddition('')).toBe(true);
    expect(isValidHouseNumberAddition('2-h')).toBe(true);
    expect(isValidHouseNumberAddition('te lang!')).toBe(false);
  });
});
