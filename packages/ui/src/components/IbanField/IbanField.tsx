import type { ReactNode } from 'react';
import { formatIban, isValidIban } from '../../formatters/formatIban.ts';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { IBAN_WIDTH } from './IbanField.styles.ts';

export const IBAN_ERROR = 'Vul een geldig IBAN-nummer in.';

export interface IbanFieldProps extends Omit<
  TextFieldProps,
  'label' | 'validate' | 'normalise' | 'type'
> {
  /** Default 'IBAN-nummer'. */
  label?: ReactNode;
  invalidMessage?: ReactNode;
}

/**
 * IBAN input: checked with mod-97 when the field loses focus and then shown in groups of four
 * (`NL91 ABNA 0417 1643 00`). An invalid IBAN stays exactly as typed.
 */
export function IbanField({
  label = 'IBAN-nummer',
  invalidMessage = IBAN_ERROR,
  ...props
}: IbanFieldProps) {
  return (
    <TextField
      width={IBAN_WIDTH}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck="false"
      maxLength={42}
      {...props}
      label={label}
      normalise={(value) => formatIban(value) || value.trim()}
      validate={(value) => (isValidIban(value) ? undefined : invalidMessage)}
    />
  );
}
