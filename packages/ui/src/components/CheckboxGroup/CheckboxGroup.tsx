import type { ReactNode } from 'react';
import { useCheckboxGroup } from 'react-aria';
import { useCheckboxGroupState } from 'react-stately';
import { CheckboxGroupContext } from '../Checkbox/Checkbox.tsx';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { FieldDescription, FieldError, FieldRequiredMarker } from '../Field/Field.tsx';
import { GroupLabel, Options, Root } from './CheckboxGroup.styles.ts';

export interface CheckboxGroupProps extends FieldBaseProps {
  /** `Checkbox` elements, each with a `value`. */
  children: ReactNode;
  value?: string[];
  defaultValue?: string[];
  onChange?: (value: string[]) => void;
  name?: string;
  id?: string;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
}

/** A labelled group of checkboxes (react-aria `useCheckboxGroup`), with one group error. */
export function CheckboxGroup({
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  const invalid =
    Boolean(props.isInvalid) || (props.errorMessage != null && props.errorMessage !== '');
  const ariaProps = { ...props, isInvalid: invalid, validationBehavior: 'aria' as const };
  const state = useCheckboxGroupState(ariaProps);
  const { groupProps, labelProps, descriptionProps, errorMessageProps } = useCheckboxGroup(
    { ...ariaProps, errorMessage: invalid ? props.errorMessage : undefined },
    state,
  );
  return (
    <Root
      {...groupProps}
      className={className}
      data-invalid={invalid || undefined}
      data-disabled={props.isDisabled || undefined}
    >
      <GroupLabel {...labelProps}>
        {props.label}
        <FieldRequiredMarker isRequired={props.isRequired} />
      </GroupLabel>
      <FieldDescription {...descriptionProps}>{props.description}</FieldDescription>
      <Options $orientation={orientation}>
        <CheckboxGroupContext.Provider value={state}>{children}</CheckboxGroupContext.Provider>
      </Options>
      {invalid && <FieldError {...errorMessageProps}>{props.errorMessage}</FieldError>}
    </Root>
  );
}
