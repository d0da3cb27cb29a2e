import type { ReactNode } from 'react';
import { createContext, useContext, useRef } from 'react';
import { useId, useRadio, useRadioGroup } from 'react-aria';
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

export interface RadioProps {
  value: string;
  /** The label. */
  children: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One option of a RadioGroup. */
export function Radio({ value, children, description, disabled, className }: RadioProps) {
  const state = useContext(RadioContext);
  if (!state) throw new Error('Radio must be used inside a RadioGroup.');
  return <RadioInGroup {...{ value, children, description, disabled, className }} state={state} />;
}

function RadioInGroup({
  value,
  children,
  description,
  disabled: disabledProp,
  className,
  state,
}: RadioProps & { state: RadioGroupState }) {
  const ref = useRef<HTMLInputElement>(null);
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
