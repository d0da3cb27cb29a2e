import type { ReactNode } from 'react';
import { isValidPostcode, normalisePostcode } from '../../formatters/normalisePostcode.ts';
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
}

/** Dutch postcode: normalised to `1234 AB` when the field loses focus, then validated. */
export function PostcodeField({
  label = 'Postcode',
  invalidMessage = POSTCODE_ERROR,
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
      normalise={normalisePostcode}
      validate={(value) => (isValidPostcode(value) ? undefined : invalidMessage)}
    />
  );
}
