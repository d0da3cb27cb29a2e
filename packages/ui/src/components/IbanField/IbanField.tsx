import type { ReactNode } from 'react';
import { formatIban } from '../../formatters/formatIban.ts';
import type { FieldRule } from '../Field/fieldRule.ts';
import { normaliseWith, validateWith } from '../Field/fieldRule.ts';
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
  /** What a valid IBAN is: the domain's `iban` rule (ui does not import the domain). */
  rule: FieldRule<string>;
}

/**
 * IBAN input: checked with `rule` when the field loses focus and then shown in groups of four
 * (`NL91 ABNA 0417 1643 00`). An invalid IBAN stays exactly as typed.
 */
export function IbanField({
  label = 'IBAN-nummer',
  invalidMessage = IBAN_ERROR,
  rule,
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
      normalise={normaliseWith(rule, formatIban)}
      validate={validateWith(rule, invalidMessage)}
    />
  );
}
