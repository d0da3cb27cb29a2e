import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exampleIbanRule } from '../../testing/exampleRules.ts';
import { IbanField } from './IbanField.tsx';

describe('IbanField', () => {
  it('groups a valid IBAN in fours on blur', async () => {
    const user = userEvent.setup();
    render(<IbanField rule={exampleIbanRule} />);
    const input = screen.getByRole('textbox', { name: 'IBAN-nummer' });
    await user.type(input, 'nl91abna0417164300');
    await user.tab();
    expect(input).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps an invalid IBAN as typed and says so in Dutch', async () => {
    const user = userEvent.setup();
    render(<IbanField rule={exampleIbanRule} />);
    const input = screen.getByRole('textbox', { name: 'IBAN-nummer' });
    await user.type(input, 'NL91ABNA0417164301');
    await user.tab();
    expect(input).toHaveValue('NL91ABNA0417164301');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vul een geldig IBAN-nummer in.');
  });
});
