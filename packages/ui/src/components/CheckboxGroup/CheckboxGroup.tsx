import type { ReactNode, Ref } from 'react';
import { CheckboxGroupContext } from '../Checkbox/Checkbox.tsx';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { ChoiceGroupFrame, useChoiceGroupIds } from '../Field/ChoiceGroupFrame.tsx';
import { useControllableValue } from '../Field/useControllableValue.ts';

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

const NONE: string[] = [];

/**
 * A labelled group of native checkboxes (role="group", named by its label), with one group
 * error that each box is described by. Its value is the values of the checked boxes, in the
 * order they were checked. No react-aria: the boxes are the browser's own (issue #34).
 */
export function CheckboxGroup({
  children,
  orientation = 'vertical',
  className,
  value: valueProp,
  defaultValue = NONE,
  onChange,
  name,
  ...props
}: CheckboxGroupProps) {
  const [value, setValue] = useControllableValue(valueProp, defaultValue, onChange);
  const { invalid, descriptionId, errorId, aria } = useChoiceGroupIds(props);
  const group = {
    isSelected: (option: string) => value.includes(option),
    setSelected: (option: string, on: boolean) => {
      if (on === value.includes(option)) return;
      setValue(on ? [...value, option] : value.filter((v) => v !== option));
    },
    name,
    disabled: Boolean(props.disabled),
    required: Boolean(props.required),
    invalid,
    descriptionId,
    errorId,
  };
  return (
    <ChoiceGroupFrame
      {...props}
      aria={{
        ...aria,
        groupProps: {
          ...aria.groupProps,
          role: 'group',
          'aria-disabled': props.disabled || undefined,
        },
      }}
      orientation={orientation}
      className={className}
    >
      <CheckboxGroupContext.Provider value={group}>{children}</CheckboxGroupContext.Provider>
    </ChoiceGroupFrame>
  );
}
