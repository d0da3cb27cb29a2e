import type { ReactNode, Ref } from 'react';
import { VisuallyHidden, useFocusRing, useObjectRef, useSwitch } from 'react-aria';
import { useToggleState } from 'react-stately';
import { FieldDescription } from '../Field/Field.tsx';
import { Indented, Root, StateText, SwitchLabel, Track } from './Switch.styles.ts';

export interface SwitchProps {
  /** The label. */
  children: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  id?: string;
  /** Visible state text, e.g. `['Aan', 'Uit']`; hidden from assistive tech (role=switch says it). */
  stateLabels?: readonly [on: ReactNode, off: ReactNode] | null;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An on/off switch for settings that apply at once (react-aria `useSwitch`): a native
 * checkbox with role="switch", Space toggles.
 */
export function Switch({ stateLabels = ['Aan', 'Uit'], className, ...props }: SwitchProps) {
  const { checked, defaultChecked, disabled, ...rest } = props;
  const state = useToggleState({ isSelected: checked, defaultSelected: defaultChecked, ...rest });
  const ref = useObjectRef(props.ref);
  const { labelProps, inputProps, descriptionProps, isSelected, isDisabled } = useSwitch(
    { ...rest, isDisabled: disabled },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Root
      className={className}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
    >
      <SwitchLabel
        {...labelProps}
        data-selected={isSelected || undefined}
        data-disabled={isDisabled || undefined}
        data-focus-visible={isFocusVisible || undefined}
      >
        <VisuallyHidden>
          <input {...inputProps} {...focusProps} ref={ref} />
        </VisuallyHidden>
        <Track aria-hidden="true" />
        <span>{props.children}</span>
        {stateLabels && (
          <StateText aria-hidden="true">{isSelected ? stateLabels[0] : stateLabels[1]}</StateText>
        )}
      </SwitchLabel>
      {props.description != null && (
        <Indented>
          <FieldDescription {...descriptionProps}>{props.description}</FieldDescription>
        </Indented>
      )}
    </Root>
  );
}
