import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';

export type PhoneFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A phone number: the phone keypad on touch screens (`type="tel"`), room for an international
 * number, the browser's autofill of the customer's own number unless `autoComplete` says another
 * (`"off"` for someone else's number). What a valid number is stays with the form's checks (the
 * domain's rules); this field only asks for it well.
 */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <TextField
      inputMode="tel"
      autoComplete="tel"
      spellCheck="false"
      width="20ch"
      {...props}
      type="tel"
    />
  );
}
