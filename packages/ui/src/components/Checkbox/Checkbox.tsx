import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { createContext, useContext, useEffect, useId, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria';
import type { ComponentType } from 'react';
import type { CheckboxGroupState } from 'react-stately';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { useFormReset } from '../Field/useFormReset.ts';
import { ChoiceLabel, ChoiceText, Indented, NativeCheckbox, Root } from './Checkbox.styles.ts';

/**
 * Set by CheckboxGroup: the group's state and the checkbox that joins it (react-aria
 * `useCheckboxGroupItem`, CheckboxGroupItem.tsx). The group brings that code along, so a
 * checkbox on its own costs no react-aria (issue #34: it was 15 kB gzip on /rekeningen).
 */
export const CheckboxGroupContext = createContext<{
  state: CheckboxGroupState;
  Item: ComponentType<CheckboxProps & { group: CheckboxGroupState }>;
} | null>(null);

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
 * A native checkbox; inside a CheckboxGroup it joins the group (react-aria
 * `useCheckboxGroupItem`). On its own it is the HTML element with its label, description and
 * error wired by id: the browser's own click, Space and focus, and a form reset restores
 * `defaultChecked`, as react-aria's `useCheckbox` did.
 */
export function Checkbox(props: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  return group ? <group.Item {...props} group={group.state} /> : <StandaloneCheckbox {...props} />;
}

function StandaloneCheckbox({
  ref: forwardedRef,
  children,
  description,
  errorMessage,
  invalid: invalidProp,
  required,
  disabled,
  indeterminate = false,
  checked,
  defaultChecked = false,
  onChange,
  className,
  'aria-describedby': describedBy,
  ...html
}: CheckboxProps) {
  const [own, setOwn] = useState(defaultChecked);
  const selected = checked ?? own;
  const input = useRef<HTMLInputElement | null>(null);
  const invalid = Boolean(invalidProp) || (errorMessage != null && errorMessage !== '');
  const descriptionId = useId();
  const errorId = useId();
  const set = (next: boolean) => {
    if (checked === undefined) setOwn(next);
    if (next !== selected) onChange?.(next);
  };
  // `indeterminate` is a property only script can set.
  useEffect(() => {
    if (input.current) input.current.indeterminate = indeterminate;
  });
  // A reset of its form restores what it started with.
  useFormReset(input, () => set(defaultChecked));
  return (
    <CheckboxView
      className={className}
      selected={selected}
      disabled={Boolean(disabled)}
      invalid={invalid}
      label={children}
      required={required}
      description={description}
      descriptionId={descriptionId}
      error={invalid && errorMessage != null ? errorMessage : undefined}
      errorId={errorId}
      input={
        <NativeCheckbox
          {...html}
          ref={mergeRefs(input, forwardedRef)}
          type="checkbox"
          checked={selected}
          disabled={disabled}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={
            [
              description != null ? descriptionId : undefined,
              invalid && errorMessage != null ? errorId : undefined,
              describedBy,
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

/** The layout every checkbox shares: the input in its label, then description and error. */
export function CheckboxView({
  className,
  selected,
  disabled,
  invalid,
  label,
  labelProps,
  input,
  required,
  inGroup = false,
  description,
  descriptionId,
  descriptionProps,
  error,
  errorId,
}: {
  className?: string;
  selected: boolean;
  disabled: boolean;
  invalid: boolean;
  label: ReactNode;
  labelProps?: object;
  input: ReactNode;
  required?: boolean;
  inGroup?: boolean;
  description?: ReactNode;
  descriptionId?: string;
  descriptionProps?: object;
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
      <ChoiceLabel {...labelProps} data-disabled={disabled || undefined}>
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
          <FieldDescription id={descriptionId} {...descriptionProps}>
            {description}
          </FieldDescription>
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
