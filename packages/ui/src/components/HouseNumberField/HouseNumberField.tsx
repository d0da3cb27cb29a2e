import type { ReactNode } from 'react';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { FieldRule } from '../Field/fieldRule.ts';
import { normaliseWith, validateWith } from '../Field/fieldRule.ts';
import { HOUSE_NUMBER_WIDTH } from './HouseNumberField.styles.ts';

export const HOUSE_NUMBER_ERROR = 'Vul een geldig huisnummer in, alleen cijfers.';

export interface HouseNumberFieldProps extends Omit<
  TextFieldProps,
  'label' | 'validate' | 'normalise' | 'type'
> {
  /** Default 'Huisnummer'. */
  label?: ReactNode;
  invalidMessage?: ReactNode;
  /** What a valid house number is: the domain's `houseNumber` rule. */
  rule: FieldRule<number>;
}

/** House number: digits only (the addition has its own field), checked with `rule` on blur. */
export function HouseNumberField({
  label = 'Huisnummer',
  invalidMessage = HOUSE_NUMBER_ERROR,
  rule,
  ...props
}: HouseNumberFieldProps) {
  return (
    <TextField
      width={HOUSE_NUMBER_WIDTH}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      {...props}
      label={label}
      normalise={normaliseWith(rule, String)}
      validate={validateWith(rule, invalidMessage)}
    />
  );
}
