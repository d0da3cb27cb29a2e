import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { ToggleButton } from './PasswordField.styles.ts';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endSlot' | 'normalise'> {
  /** Button text while the password is hidden. Default 'Toon wachtwoord'. */
  showLabel?: ReactNode;
  /** Button text while the password is shown. Default 'Verberg wachtwoord'. */
  hideLabel?: ReactNode;
  /** `'current-password'` (default) or `'new-password'`. */
  autoComplete?: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide button. The button's text says what it will do, so it
 * needs no aria-pressed; it is linked to the input with aria-controls.
 */
export function PasswordField({
  showLabel = 'Toon wachtwoord',
  hideLabel = 'Verberg wachtwoord',
  autoComplete = 'current-password',
  disabled,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const generatedId = useId();
  const inputId = props.id ?? generatedId;
  return (
    <TextField
      {...props}
      id={inputId}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      autoCapitalize="off"
      spellCheck="false"
      endSlot={
        <ToggleButton
          type="button"
          aria-controls={inputId}
          disabled={disabled}
          onClick={() => setVisible((v) => !v)}
          data-visible={visible || undefined}
        >
          {visible ? hideLabel : showLabel}
        </ToggleButton>
      }
    />
  );
}
