import type { ReactNode } from 'react';
import type { FieldRule } from '../Field/fieldRule.ts';
import { normaliseWith, validateWith } from '../Field/fieldRule.ts';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { POSTCODE_WIDTH } from './PostcodeField.styles.ts';

export const POSTCODE_ERROR = 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.';

export interface PostcodeFieldProps extends Omit<
  TextFieldProps,
  'label' | 'validate' | 'normalise' | 'type'
> {
  /** Default 'Postcode'. */
  label?: ReactNode;
  /** Message for an invalid postcode. Default 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.' */
  invalidMessage?: ReactNode;
  /** What a valid postcode is and how it is written: the domain's `postcode` rule. */
  rule: FieldRule<string>;
}

/** Dutch postcode: written as `rule` says (`1234 AB`) when the field loses focus, then checked. */
export function PostcodeField({
  label = 'Postcode',
  invalidMessage = POSTCODE_ERROR,
  rule,
  ...props
}: PostcodeFieldProps) {
  return (
    <TextField
      width={POSTCODE_WIDTH}
      autoComplete="postal-code"
      autoCapitalize="characters"
      spellCheck="false"
      maxLength={9}
      {...props}
      label={label}
      normalise={normaliseWith(rule, (value) => value)}
      validate={validateWith(rule, invalidMessage)}
    />
  );
}
