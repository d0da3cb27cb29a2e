import type { InputHTMLAttributes, ReactNode, Ref, RefObject } from 'react';
import { createContext, useContext } from 'react';
import { useCheckbox, useCheckboxGroupItem, useId, useObjectRef } from 'react-aria';
import type { CheckboxGroupState } from 'react-stately';
import { useToggleState } from 'react-stately';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { ChoiceLabel, ChoiceText, Indented, NativeCheckbox, Root } from './Checkbox.styles.ts';

/** Set by CheckboxGroup; a Checkbox inside a group takes its state from there. */
export const CheckboxGroupContext = createContext<CheckboxGroupState | null>(null);

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

/** A native checkbox (react-aria `useCheckbox`); inside a CheckboxGroup it joins the group. */
export function Checkbox(props: CheckboxProps) {
  const group = useContext(CheckboxGroupContext);
  return group ? <GroupCheckbox {...props} group={group} /> : <StandaloneCheckbox {...props} />;
}

function StandaloneCheckbox({ ref: forwardedRef, ...props }: CheckboxProps) {
  const state = useToggleState({
    isSelected: props.checked,
    defaultSelected: props.defaultChecked,
    onChange: props.onChange,
  });
  const ref = useObjectRef(forwardedRef);
  const invalid =
    Boolean(props.invalid) || (props.errorMessage != null && props.errorMessage !== '');
  const errorId = useId();
  const aria = useCheckbox(
    { ...ariaProps(props), isInvalid: invalid, 'aria-describedby': invalid ? errorId : undefined },
    state,
    ref,
  );
  return (
    <CheckboxView props={props} aria={aria} inputRef={ref} invalid={invalid} errorId={errorId} />
  );
}

function GroupCheckbox({
  group,
  ref: forwardedRef,
  ...props
}: CheckboxProps & { group: CheckboxGroupState }) {
  const ref = useObjectRef(forwardedRef);
  const aria = useCheckboxGroupItem({ ...ariaProps(props), value: props.value ?? '' }, group, ref);
  return (
    <CheckboxView props={props} aria={aria} inputRef={ref} invalid={group.isInvalid} inGroup />
  );
}

function ariaProps({
  children,
  description,
  required,
  disabled,
  indeterminate,
  value,
  name,
  id,
}: Omit<CheckboxProps, 'ref'>) {
  return {
    children,
    description,
    isRequired: required,
    isDisabled: disabled,
    isIndeterminate: indeterminate,
    value,
    name,
    id,
    validationBehavior: 'aria' as const,
  };
}

function CheckboxView({
  props,
  aria,
  inputRef,
  invalid,
  inGroup = false,
  errorId,
}: {
  errorId?: string;
  props: Omit<CheckboxProps, 'ref'>;
  aria: ReturnType<typeof useCheckbox>;
  inputRef: RefObject<HTMLInputElement | null>;
  invalid: boolean;
  inGroup?: boolean;
}) {
  const { labelProps, inputProps, descriptionProps, isSelected, isDisabled } = aria;
  const {
    children: _children,
    description: _description,
    errorMessage: _errorMessage,
    invalid: _invalid,
    required: _required,
    disabled: _disabled,
    indeterminate: _indeterminate,
    checked: _checked,
    defaultChecked: _defaultChecked,
    onChange: _onChange,
    value: _value,
    name: _name,
    id: _id,
    className: _className,
    ...html
  } = props;
  return (
    <Root
      className={props.className}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={invalid || undefined}
    >
      <ChoiceLabel {...labelProps} data-disabled={isDisabled || undefined}>
        <NativeCheckbox {...html} {...inputProps} ref={inputRef} />
        <ChoiceText>
          <span>
            {props.children}
            {!inGroup && <FieldRequiredMarker required={props.required} />}
          </span>
        </ChoiceText>
      </ChoiceLabel>
      {props.description != null && (
        <Indented>
          <FieldDescription {...descriptionProps}>{props.description}</FieldDescription>
        </Indented>
      )}
      {!inGroup && invalid && props.errorMessage != null && (
        <Indented>
          <FieldError id={errorId}>{props.errorMessage}</FieldError>
        </Indented>
      )}
    </Root>
  );
}
