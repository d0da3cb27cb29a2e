import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  exampleHouseNumberAdditionRule,
  exampleHouseNumberRule,
} from '../../testing/exampleRules.ts';
import { HouseNumberAdditionField } from './HouseNumberAdditionField.tsx';
import { HouseNumberField } from './HouseNumberField.tsx';

describe('HouseNumberField', () => {
  it('rejects letters with a Dutch message', async () => {
    const user = userEvent.setup();
    render(<HouseNumberField rule={exampleHouseNumberRule} />);
    const input = screen.getByRole('textbox', { name: 'Huisnummer' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '12a');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Vul een geldig huisnummer in, alleen cijfers.');
  });

  it('writes the addition as the rule does and accepts an empty one', async () => {
    const user = userEvent.setup();
    render(<HouseNumberAdditionField rule={exampleHouseNumberAdditionRule} />);
    const input = screen.getByRole('textbox', { name: 'Toevoeging' });
    await user.type(input, ' a ');
    await user.tab();
    expect(input).toHaveValue('A');
    await user.clear(input);
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});
