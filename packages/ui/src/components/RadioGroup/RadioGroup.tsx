import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { createContext, useContext } from 'react';
import { useId, useObjectRef, useRadio, useRadioGroup } from 'react-aria';
import type { RadioGroupState } from 'react-stately';
import { useRadioGroupState } from 'react-stately';
import type { FieldBaseProps } from '../Field/Field.tsx';
import { ChoiceGroupFrame, isFieldInvalid } from '../Field/ChoiceGroupFrame.tsx';
import { ariaFieldState, FieldDescription } from '../Field/Field.tsx';
import { ChoiceLabel, ChoiceText, Indented, NativeRadio, RadioRoot } from './RadioGroup.styles.ts';

const RadioContext = createContext<RadioGroupState | null>(null);

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
 * A labelled radio group (react-aria `useRadioGroup`): native radios, arrow keys move and
 * select, Tab enters at the selected option.
 */
export function RadioGroup({
  children,
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  const invalid = isFieldInvalid(props);
  const ariaProps = {
    ...props,
    ...ariaFieldState(props),
    orientation,
    isInvalid: invalid,
    validationBehavior: 'aria' as const,
  };
  const state = useRadioGroupState(ariaProps);
  const { radioGroupProps, ...aria } = useRadioGroup(
    { ...ariaProps, errorMessage: invalid ? props.errorMessage : undefined },
    state,
  );
  return (
    <ChoiceGroupFrame
      {...props}
      aria={{ groupProps: radioGroupProps, ...aria }}
      orientation={orientation}
      className={className}
    >
      <RadioContext.Provider value={state}>{children}</RadioContext.Provider>
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

/** One option of a RadioGroup. */
export function Radio(props: RadioProps) {
  const state = useContext(RadioContext);
  if (!state) throw new Error('Radio must be used inside a RadioGroup.');
  return <RadioInGroup {...props} state={state} />;
}

function RadioInGroup({
  value,
  children,
  description,
  disabled: disabledProp,
  className,
  state,
  ref: forwardedRef,
  ...rest
}: RadioProps & { state: RadioGroupState }) {
  const ref = useObjectRef(forwardedRef);
  const descriptionId = useId();
  const {
    inputProps,
    labelProps,
    isSelected,
    isDisabled: disabled,
  } = useRadio(
    { value, children, isDisabled: disabledProp, 'aria-describedby': undefined },
    state,
    ref,
  );
  return (
    <RadioRoot
      className={className}
      data-selected={isSelected || undefined}
      data-disabled={disabled || undefined}
    >
      <ChoiceLabel {...labelProps} data-disabled={disabled || undefined}>
        <NativeRadio
          {...rest}
          {...inputProps}
          ref={ref}
          aria-describedby={description != null ? descriptionId : undefined}
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
