import type { ReactNode, Ref } from 'react';
import { useCheckboxGroup } from 'react-aria';
import { useCheckboxGroupState } from 'react-stately';
import { CheckboxGroupContext } from '../Checkbox/Checkbox.tsx';
import { CheckboxGroupItem } from './CheckboxGroupItem.tsx';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { ChoiceGroupFrame, isFieldInvalid } from '../Field/ChoiceGroupFrame.tsx';
import { ariaFieldState } from '../Field/Field.tsx';

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
  ref?: Ref<HTMLDivElement>;
}

/** A labelled group of checkboxes (react-aria `useCheckboxGroup`), with one group error. */
export function CheckboxGroup({
  children,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  const invalid = isFieldInvalid(props);
  const ariaProps = {
    ...props,
    ...ariaFieldState(props),
    isInvalid: invalid,
    validationBehavior: 'aria' as const,
  };
  const state = useCheckboxGroupState(ariaProps);
  const aria = useCheckboxGroup(
    { ...ariaProps, errorMessage: invalid ? props.errorMessage : undefined },
    state,
  );
  return (
    <ChoiceGroupFrame {...props} aria={aria} orientation={orientation} className={className}>
      <CheckboxGroupContext.Provider value={{ state, Item: CheckboxGroupItem }}>
        {children}
      </CheckboxGroupContext.Provider>
    </ChoiceGroupFrame>
  );
}
