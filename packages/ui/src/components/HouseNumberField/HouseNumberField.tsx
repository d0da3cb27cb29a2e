import type { ReactNode } from 'react';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { HOUSE_NUMBER_WIDTH } from './HouseNumberField.styles.ts';

export const HOUSE_NUMBER_ERROR = 'Vul een geldig huisnummer in, alleen cijfers.';

/** 1 to 99999, no leading zero. */
export function isValidHouseNumber(value: string): boolean {
  return /^[1-9]\d{0,4}$/.test(value.trim());
}

export interface HouseNumberFieldProps extends Omit<
  TextFieldProps,
  'label' | 'validate' | 'normalise' | 'type'
> {
  /** Default 'Huisnummer'. */
  label?: ReactNode;
  invalidMessage?: ReactNode;
}

/** House number: digits only (the addition has its own field), trimmed on blur. */
export function HouseNumberField({
  label = 'Huisnummer',
  invalidMessage = HOUSE_NUMBER_ERROR,
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
      normalise={(value) => value.trim()}
      validate={(value) => (isValidHouseNumber(value) ? undefined : invalidMessage)}
    />
  );
}
