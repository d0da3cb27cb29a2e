import { useState } from 'react';
import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import { useField } from 'react-aria';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { useControllableValue } from '../Field/useControllableValue.ts';
import { Label, NativeSelect, Root } from './Select.styles.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends FieldBaseProps {
  options: readonly SelectOption[];
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  /** First, empty option. Default 'Maak een keuze'; `null` leaves it out. */
  placeholder?: string | null;
  /**
   * Checks a choice as it is made (a choice is complete when made, unlike typing). Return a Dutch
   * message, or `undefined` when it is fine; the empty choice is not checked. The form
   * mechanism passes it to every field, as to TextField.
   */
  validate?: (value: string) => ReactNode | undefined;
  autoComplete?: string;
  width?: string;
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native `<select>`: it behaves best on phones (the platform picker) and with every
 * assistive technology. Label, description and error come from react-aria `useField`.
 */
export function Select({
  label,
  description,
  errorMessage,
  invalid: invalidProp,
  required,
  disabled,
  options,
  value: valueProp,
  defaultValue = '',
  onChange,
  placeholder = 'Maak een keuze',
  validate,
  width,
  className,
  ref,
  ...rest
}: SelectProps) {
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onChange);
  const [validationError, setValidationError] = useState<ReactNode | undefined>(undefined);
  const shownError = errorMessage ?? validationError;
  const invalid =
    Boolean(invalidProp) || (shownError != null && shownError !== false && shownError !== '');
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage: invalid ? shownError : undefined,
    isInvalid: invalid,
    id: rest.id,
    labelElementType: 'label',
  });
  return (
    <Root
      className={className}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <Label {...labelProps}>
        {label}
        <FieldRequiredMarker required={required} />
      </Label>
      <FieldDescription {...descriptionProps}>{description}</FieldDescription>
      <NativeSelect
        {...rest}
        {...fieldProps}
        ref={ref}
        $width={width}
        value={value}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          const next = event.target.value;
          setValue(next);
          if (validate) setValidationError(next === '' ? undefined : validate(next));
        }}
      >
        {placeholder !== null && (
          <option value="" disabled={required}>
            {placeholder}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
      {invalid && <FieldError {...errorMessageProps}>{shownError as ReactNode}</FieldError>}
    </Root>
  );
}
