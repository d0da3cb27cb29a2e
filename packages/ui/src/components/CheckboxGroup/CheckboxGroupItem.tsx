import { useCheckboxGroupItem, useObjectRef } from 'react-aria';
import type { CheckboxGroupState } from 'react-stately';
import type { CheckboxProps } from '../Checkbox/Checkbox.tsx';
import { CheckboxView } from '../Checkbox/Checkbox.tsx';
import { NativeCheckbox } from '../Checkbox/Checkbox.styles.ts';

/**
 * A Checkbox inside a CheckboxGroup (react-aria `useCheckboxGroupItem`): the group hands it to
 * `Checkbox` through its context, so only a group loads this code (issue #34).
 */
export function CheckboxGroupItem({
  group,
  ref: forwardedRef,
  children,
  description,
  errorMessage: _errorMessage,
  invalid: _invalid,
  required: _required,
  disabled,
  indeterminate,
  checked: _checked,
  defaultChecked: _defaultChecked,
  onChange: _onChange,
  value,
  name,
  id,
  className,
  ...html
}: CheckboxProps & { group: CheckboxGroupState }) {
  const ref = useObjectRef(forwardedRef);
  const aria = useCheckboxGroupItem(
    {
      children,
      description,
      isDisabled: disabled,
      isIndeterminate: indeterminate,
      value: value ?? '',
      name,
      id,
      validationBehavior: 'aria',
    },
    group,
    ref,
  );
  const { labelProps, inputProps, descriptionProps, isSelected, isDisabled } = aria;
  return (
    <CheckboxView
      className={className}
      selected={isSelected}
      disabled={isDisabled}
      invalid={group.isInvalid}
      label={children}
      labelProps={labelProps}
      inGroup
      description={description}
      descriptionProps={descriptionProps}
      input={<NativeCheckbox {...html} {...inputProps} ref={ref} />}
    />
  );
}
