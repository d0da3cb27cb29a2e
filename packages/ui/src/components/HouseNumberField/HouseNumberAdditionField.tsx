import type { ReactNode } from 'react';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import type { FieldRule } from '../Field/fieldRule.ts';
import { normaliseWith, validateWith } from '../Field/fieldRule.ts';
import { ADDITION_WIDTH } from './HouseNumberField.styles.ts';

export const HOUSE_NUMBER_ADDITION_ERROR =
  'Vul een geldige toevoeging in, bijvoorbeeld A of 2-hoog.';

export interface HouseNumberAdditionFieldProps extends Omit<
  TextFieldProps,
  'label' | 'validate' | 'normalise' | 'type'
> {
  /** Default 'Toevoeging'. */
  label?: ReactNode;
  invalidMessage?: ReactNode;
  /** What a valid addition is (null: none): the domain's `houseNumberAddition` rule. */
  rule: FieldRule<string | null>;
}

/** The optional house number addition. */
export function HouseNumberAdditionField({
  label = 'Toevoeging',
  invalidMessage = HOUSE_NUMBER_ADDITION_ERROR,
  rule,
  ...props
}: HouseNumberAdditionFieldProps) {
  return (
    <TextField
      width={ADDITION_WIDTH}
      autoComplete="off"
      maxLength={6}
      {...props}
      label={label}
      normalise={normaliseWith(rule, (value) => value ?? '')}
      validate={validateWith(rule, invalidMessage)}
    />
  );
}
