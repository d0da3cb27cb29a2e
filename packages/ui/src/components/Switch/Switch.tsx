import type { ReactNode, Ref } from 'react';
import { useId, useRef, useState } from 'react';
import { mergeRefs } from 'react-aria';
import { FieldDescription } from '../Field/Field.tsx';
import { useFormReset } from '../Field/useFormReset.ts';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
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
 * An on/off switch for settings that apply at once: a native checkbox with role="switch", Space
 * toggles, its focus ring shown where the browser shows one (`:focus-visible`). No react-aria
 * (issue #34).
 */
export function Switch({
  stateLabels = ['Aan', 'Uit'],
  className,
  children,
  description,
  checked,
  defaultChecked = false,
  onChange,
  disabled = false,
  name,
  id,
  ref,
  ...rest
}: SwitchProps) {
  const [own, setOwn] = useState(defaultChecked);
  const selected = checked ?? own;
  const input = useRef<HTMLInputElement | null>(null);
  const descriptionId = useId();
  const [focusVisible, setFocusVisible] = useState(false);
  const set = (next: boolean) => {
    if (checked === undefined) setOwn(next);
    if (next !== selected) onChange?.(next);
  };
  useFormReset(input, () => set(defaultChecked));
  return (
    <Root
      className={className}
      data-selected={selected || undefined}
      data-disabled={disabled || undefined}
    >
      <SwitchLabel
        data-selected={selected || undefined}
        data-disabled={disabled || undefined}
        data-focus-visible={focusVisible || undefined}
      >
        <VisuallyHidden>
          <input
            {...rest}
            ref={mergeRefs(input, ref)}
            type="checkbox"
            role="switch"
            id={id}
            name={name}
            checked={selected}
            disabled={disabled}
            aria-describedby={description != null ? descriptionId : undefined}
            onChange={(event) => {
              event.stopPropagation();
              set(event.target.checked);
            }}
            onFocus={(event) => setFocusVisible(focusVisibleOn(event.currentTarget))}
            onKeyUp={() => setFocusVisible(true)}
            onBlur={() => setFocusVisible(false)}
          />
        </VisuallyHidden>
        <Track aria-hidden="true" />
        <span>{children}</span>
        {stateLabels && (
          <StateText aria-hidden="true">{selected ? stateLabels[0] : stateLabels[1]}</StateText>
        )}
      </SwitchLabel>
      {description != null && (
        <Indented>
          <FieldDescription id={descriptionId}>{description}</FieldDescription>
        </Indented>
      )}
    </Root>
  );
}

/** Whether the browser shows a focus ring on the element (keyboard focus, not a click). */
function focusVisibleOn(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}
