import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { createContext, useContext, useId } from 'react';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { ChoiceGroupFrame, useChoiceGroupIds } from '../Field/ChoiceGroupFrame.tsx';
import { FieldDescription } from '../Field/Field.tsx';
import { useControllableValue } from '../Field/useControllableValue.ts';
import { ChoiceLabel, ChoiceText, Indented, NativeRadio, RadioRoot } from './RadioGroup.styles.ts';

const RadioContext = createContext<{
  name: string;
  selected: string | null;
  select: (value: string) => void;
  disabled: boolean;
} | null>(null);

export interface RadioGroupProps extends FieldBaseProps {
  /** `Radio` elements. */
  children: ReactNode;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  name?: string;
  id?: string;
  orientation?: 'vertical' | 'horizontal';
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A labelled radio group (role="radiogroup", named by its label) of native radios sharing one
 * name: the browser's own arrow keys move and select, Tab enters at the selected option. No
 * react-aria (issue #34).
 */
export function RadioGroup({
  children,
  orientation = 'vertical',
  className,
  value: valueProp,
  defaultValue = null,
  onChange,
  name,
  ...props
}: RadioGroupProps) {
  const generatedName = useId();
  const [value, setValue] = useControllableValue<string | null>(
    valueProp,
    defaultValue,
    onChange as ((value: string | null) => void) | undefined,
  );
  const { invalid, aria } = useChoiceGroupIds(props);
  const group = {
    name: name ?? generatedName,
    selected: value,
    select: (next: string) => {
      if (next !== value) setValue(next);
    },
    disabled: Boolean(props.disabled),
  };
  return (
    <ChoiceGroupFrame
      {...props}
      aria={{
        ...aria,
        groupProps: {
          ...aria.groupProps,
          role: 'radiogroup',
          'aria-invalid': invalid || undefined,
          'aria-required': props.required || undefined,
          'aria-disabled': props.disabled || undefined,
          'aria-orientation': orientation,
        },
      }}
      orientation={orientation}
      className={className}
    >
      <RadioContext.Provider value={group}>{children}</RadioContext.Provider>
    </ChoiceGroupFrame>
  );
}

type InputRest = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  | 'value'
  | 'children'
  | 'type'
  | 'checked'
  | 'defaultChecked'
  | 'disabled'
  | 'className'
  | 'onChange'
>;

/** Other props (data-*, aria-*, events) go to the native radio, as does the ref. */
export interface RadioProps extends InputRest {
  value: string;
  /** The label. */
  children: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** One option of a RadioGroup: a native radio in its label, with its own description. */
export function Radio({
  value,
  children,
  description,
  disabled: disabledProp,
  className,
  ref,
  ...rest
}: RadioProps) {
  const group = useContext(RadioContext);
  const descriptionId = useId();
  if (!group) throw new Error('Radio must be used inside a RadioGroup.');
  const selected = group.selected === value;
  const disabled = Boolean(disabledProp) || group.disabled;
  return (
    <RadioRoot
      className={className}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
    >
      <ChoiceLabel data-disabled={disabled || undefined}>
        <NativeRadio
          {...rest}
          ref={ref}
          type="radio"
          name={group.name}
          value={value}
          checked={selected}
          disabled={disabled}
          aria-describedby={description != null ? descriptionId : undefined}
          onChange={(event) => {
            event.stopPropagation();
            group.select(value);
          }}
        />
        <ChoiceText>{children}</ChoiceText>
      </ChoiceLabel>
      {description != null && (
        <Indented>
          <FieldDescription id={descriptionId}>{description}</FieldDescription>
        </Indented>
      )}
    </RadioRoot>
  );
}
