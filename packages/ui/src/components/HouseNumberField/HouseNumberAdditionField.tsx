import type { ReactNode } from 'react';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ADDITION_WIDTH } from './HouseNumberField.styles.ts';

export const HOUSE_NUMBER_ADDITION_ERROR =
  'Vul een geldige toevoeging in, bijvoorbeeld A of 2-hoog.';

/** Letters, digits and dashes, up to 6 characters (`A`, `2`, `bis`, `2-h`). Empty is fine. */
export function isValidHouseNumberAddition(value: string): boolean {
  return /^[A-Za-z0-9-]{0,6}$/.test(value.trim());
}

/** Trims and upper-cases: `' a '` → `'A'`. */
export function normaliseHouseNumberAddition(value: string): string {
  return value.trim().toUpperCase();
}

export interface HouseNumberAdditionFieldProps extends Omit<
  TextFieldProps,
  'label' | 'validate' | 'normalise' | 'type'
> {
  /** Default 'Toevoeging'. */
  label?: ReactNode;
  invalidMessage?: ReactNode;
}

/** The optional house number addition. */
export function HouseNumberAdditionField({
  label = 'Toevoeging',
  invalidMessage = HOUSE_NUMBER_ADDITION_ERROR,
  ...props
}: HouseNumberAdditionFieldProps) {
  return (
    <TextField
      width={ADDITION_WIDTH}
      autoComplete="off"
      maxLength={6}
      {...props}
      label={label}
      normalise={normaliseHouseNumberAddition}
      validate={(value) => (isValidHouseNumberAddition(value) ? undefined : invalidMessage)}
    />
  );
}
