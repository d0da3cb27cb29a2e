import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { useFormReset } from '../Field/useFormReset.ts';
import { ChoiceLabel, ChoiceText, Indented, NativeCheckbox, Root } from './Checkbox.styles.ts';

/** What a CheckboxGroup tells the checkboxes in it: their checked state, name and group ARIA. */
export interface CheckboxGroupContextValue {
  isSelected: (value: string) => boolean;
  setSelected: (value: string, on: boolean) => void;
  name: string | undefined;
  disabled: boolean;
  required: boolean;
  invalid: boolean;
  /** The group's description and shown error: each box is described by them too. */
  descriptionId: string | undefined;
  errorId: string | undefined;
}

/** Set by CheckboxGroup; a Checkbox inside a group takes its state from there. */
export const CheckboxGroupContext = createContext<CheckboxGroupContextValue | null>(null);

type InputRest = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'children'
  | 'value'
  | 'type'
  | 'checked'
  | 'defaultChecked'
  | 'disabled'
  | 'required'
  | 'className'
  | 'onChange'
>;

/** Other props (data-*, aria-*, events) go to the native checkbox, as does the ref. */
export interface CheckboxProps extends InputRest {
  /** The label. */
  children: ReactNode;
  description?: ReactNode;
  /** Error for a single checkbox (a group shows its own). */
  errorMessage?: ReactNode;
  invalid?: boolean;
  required?: boolean;
  disabled?: boolean;
  indeterminate?: boolean;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  /** Value inside a CheckboxGroup (required there) or for form posts. */
  value?: string;
  name?: string;
  id?: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label, description and error wired by id: the browser's own click,
 * Space and focus; a form reset restores `defaultChecked`. Inside a CheckboxGroup it joins the
 * group: checked while its `value` is in the group's value, described by the group's description
 * and error. No react-aria (issue #34: it cost a page with a checkbox 15 kB gzip).
 */
export function Checkbox({
  ref: forwardedRef,
  children,
  description,
  errorMessage,
  invalid: invalidProp,
  required: requiredProp,
  disabled: disabledProp,
  indeterminate = false,
  checked,
  defaultChecked = false,
  onChange,
  className,
  value,
  name,
  'aria-describedby': describedBy,
  ...html
}: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  const [own, setOwn] = useState(defaultChecked);
  const selected = group ? group.isSelected(value ?? '') : (checked ?? own);
  const input = useRef<HTMLInputElement | null>(null);
  const invalid = group
    ? group.invalid
    : Boolean(invalidProp) || (errorMessage != null && errorMessage !== '');
  const disabled = Boolean(disabledProp) || Boolean(group?.disabled);
  const required = requiredProp ?? group?.required;
  // A group shows its own error; a checkbox on its own shows its message under it.
  const error = !group && invalid && errorMessage != null ? errorMessage : undefined;
  const descriptionId = useId();
  const errorId = useId();
  const set = (next: boolean) => {
    if (group) group.setSelected(value ?? '', next);
    else if (checked === undefined) setOwn(next);
    if (next !== selected) onChange?.(next);
  };
  // `indeterminate` is a property only script can set.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  // A reset of its form restores what it started with.
  useFormReset(input, () => {
    if (!group) set(defaultChecked);
  });
  return (
    <CheckboxView
      className={className}
      selected={selected}
      disabled={disabled}
      invalid={invalid}
      label={children}
      required={required}
      inGroup={group !== null}
      description={description}
      descriptionId={descriptionId}
      error={error}
      errorId={errorId}
      input={
        <NativeCheckbox
          {...html}
          ref={mergeRefs(input, forwardedRef)}
          type="checkbox"
          name={name ?? group?.name}
          value={value}
          checked={selected}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [
              description != null ? descriptionId : undefined,
              error != null ? errorId : undefined,
              describedBy,
              group?.invalid ? group.errorId : undefined,
              group?.descriptionId,
            ]
              .filter(Boolean)
              .join(' ') || undefined
          }
          onChange={(event) => {
            event.stopPropagation();
            set(event.target.checked);
          }}
        />
      }
    />
  );
}

/** The layout of a checkbox: the input in its label, then description and error. */
function CheckboxView({
  className,
  selected,
  disabled,
  invalid,
  label,
  input,
  required,
  inGroup = false,
  description,
  descriptionId,
  error,
  errorId,
}: {
  className?: string;
  selected: boolean;
  disabled: boolean;
  invalid: boolean;
  label: ReactNode;
  input: ReactNode;
  required?: boolean;
  inGroup?: boolean;
  description?: ReactNode;
  descriptionId?: string;
  error?: ReactNode;
  errorId?: string;
}) {
  return (
    <Root
      className={className}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
      data-invalid={invalid || undefined}
    >
      <ChoiceLabel data-disabled={disabled || undefined}>
        {input}
        <ChoiceText>
          <span>
            {label}
            {!inGroup && <FieldRequiredMarker required={required} />}
          </span>
        </ChoiceText>
      </ChoiceLabel>
      {description != null && (
        <Indented>
          <FieldDescription id={descriptionId}>{description}</FieldDescription>
        </Indented>
      )}
      {error != null && (
        <Indented>
          <FieldError id={errorId}>{error}</FieldError>
        </Indented>
      )}
    </Root>
  );
}
