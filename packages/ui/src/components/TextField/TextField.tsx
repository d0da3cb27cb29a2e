import type { FocusEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { useId, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { useControllableValue } from '../Field/useControllableValue.ts';
import { useFormReset } from '../Field/useFormReset.ts';
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
 * A labelled text input: the native input, named by its label, with description and error linked
 * with aria-describedby and aria-invalid on an error. The value is never thrown away on an error.
 * No react-aria: what `useTextField` gave (ids, labelling, tabIndex 0 for Safari, a form reset
 * restoring the first value) is written out here, so a form's fields cost a page about 10 kB gzip
 * less (issue #34).
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
    id: idProp,
    type = 'text',
    'aria-label': ariaLabel,
    ...rest
  } = props;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onChange);
  const [validationError, setValidationError] = useState<ReactNode | undefined>(undefined);
  usePressTracking();
  const [initialValue] = useState(value);
  useFormReset(inputRef, () => setValue(valueProp === undefined ? defaultValue : initialValue));

  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();

  const check = (next: string) => (validate && next.trim() !== '' ? validate(next) : undefined);
  const shownError = errorMessage ?? validationError;
  const invalid =
    Boolean(invalidProp) || (shownError != null && shownError !== false && shownError !== '');
  const shows = (node: ReactNode) => node != null && node !== false && node !== '';
  const labelledBy = shows(label) ? (ariaLabel ? `${id} ${labelId}` : labelId) : undefined;
  const describedBy =
    [
      shows(description) ? descriptionId : undefined,
      invalid && shows(shownError) ? errorId : undefined,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  const input = (
    <Input
      {...rest}
      id={id}
      type={type}
      ref={mergeRefs(inputRef, ref)}
      $width={endSlot ? undefined : width}
      aria-label={ariaLabel}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      tabIndex={disabled ? undefined : 0}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        setValue(next);
        if (validationError !== undefined) setValidationError(check(next));
      }}
      onBlur={(event) => {
        const next = normalise ? normalise(value) : value;
        if (next !== value) setValue(next);
        if (!leavesForSubmit(event)) setValidationError(check(next));
        onBlur?.(event);
      }}
    />
  );
  return (
    <Root
      className={className}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
    >
      <Label
        id={shows(label) ? labelId : undefined}
        htmlFor={shows(label) ? id : undefined}
        data-disabled={disabled || undefined}
      >
        {label}
        <FieldRequiredMarker required={required} />
      </Label>
      <FieldDescription id={descriptionId}>{description}</FieldDescription>
      {endSlot ? (
        <InputRow $width={width}>
          {input}
          {endSlot}
        </InputRow>
      ) : (
        input
      )}
      {invalid && <FieldError id={errorId}>{shownError}</FieldError>}
    </Root>
  );
}
