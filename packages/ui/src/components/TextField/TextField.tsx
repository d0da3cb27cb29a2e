import type { FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useState } from 'react';
import { useObjectRef, useTextField } from 'react-aria';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { useControllableValue } from '../Field/useControllableValue.ts';
import { leavesForSubmit, usePressTracking } from '../Field/leavesForSubmit.ts';
import { Input, InputRow, Label, Root } from './TextField.styles.ts';

export interface TextFieldProps extends FieldBaseProps {
  /** Id of the input; FormErrorSummary links to it. Generated when left out. */
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  type?: 'text' | 'email' | 'tel' | 'password' | 'search' | 'url';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  autoCapitalize?: 'none' | 'off' | 'on' | 'sentences' | 'words' | 'characters';
  spellCheck?: 'true' | 'false';
  maxLength?: number;
  placeholder?: string;
  /**
   * Checks the value when the field loses focus, and again on every change once an error
   * shows (so it disappears as soon as the value is right). Return a Dutch message, or
   * `undefined` when the value is fine. An empty optional field is not validated.
   */
  validate?: (value: string) => ReactNode | undefined;
  /** Rewrites the value when the field loses focus, e.g. `normalisePostcode`. */
  normalise?: (value: string) => string;
  /** Maximum width of the input, e.g. `'10ch'`; the field is full width by default. */
  width?: string;
  /** Something after the input on the same row, such as a show-password button. */
  endSlot?: ReactNode;
  className?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * A labelled text input (react-aria `useTextField`). The value is never thrown away on an
 * error; description and error are linked with aria-describedby and the input gets aria-invalid.
 */
export function TextField(props: TextFieldProps) {
  const {
    label,
    description,
    errorMessage,
    invalid: invalidProp,
    required,
    disabled,
    validate,
    normalise,
    width,
    endSlot,
    className,
    ref,
    value: valueProp,
    defaultValue = '',
    onChange,
    onBlur,
    ...rest
  } = props;
  const inputRef = useObjectRef(ref);
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onChange);
  const [validationError, setValidationError] = useState<ReactNode | undefined>(undefined);
  usePressTracking();

  const check = (next: string) => (validate && next.trim() !== '' ? validate(next) : undefined);
  const shownError = errorMessage ?? validationError;
  const invalid =
    Boolean(invalidProp) || (shownError != null && shownError !== false && shownError !== '');

  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...rest,
      label,
      description,
      errorMessage: invalid ? shownError : undefined,
      isInvalid: invalid,
      isRequired: required,
      isDisabled: disabled,
      value,
      validationBehavior: 'aria',
      onChange: (next: string) => {
        setValue(next);
        if (validationError !== undefined) setValidationError(check(next));
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const next = normalise ? normalise(value) : value;
        if (next !== value) setValue(next);
        if (!leavesForSubmit(event)) setValidationError(check(next));
        onBlur?.(event);
      },
    },
    inputRef,
  );

  const input = (
    <Input
      {...inputProps}
      ref={inputRef}
      $width={endSlot ? undefined : width}
      data-testid={rest['data-testid']}
    />
  );
  return (
    <Root
      className={className}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <Label {...labelProps} data-disabled={disabled || undefined}>
        {label}
        <FieldRequiredMarker required={required} />
      </Label>
      <FieldDescription {...descriptionProps}>{description}</FieldDescription>
      {endSlot ? (
        <InputRow $width={width}>
          {input}
          {endSlot}
        </InputRow>
      ) : (
        input
      )}
      {invalid && <FieldError {...errorMessageProps}>{shownError}</FieldError>}
    </Root>
  );
}
