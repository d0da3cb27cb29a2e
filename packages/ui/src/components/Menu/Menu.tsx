import type { Key, ReactNode } from 'react';
import { useRef } from 'react';
import { useButton, useMenuTrigger } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import type { ButtonVariant } from '../Button/Button.tsx';
import { Button } from '../Button/Button.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { MenuList } from './MenuList.tsx';
import type { MenuItemDefinition } from './menuTypes.ts';

export interface MenuProps {
  /** Text of the trigger button. */
  label: ReactNode;
  items: MenuItemDefinition[];
  onAction: (id: string) => void;
  disabledIds?: string[];
  variant?: ButtonVariant;
  /** Accessible name of the menu itself (defaults to the trigger's). */
  'aria-label'?: string;
}

/** A button that opens a role=menu popover: arrow keys, Enter, Escape, typeahead. */
export function Menu({
  label,
  items,
  onAction,
  disabledIds,
  variant = 'secondary',
  ...rest
}: MenuProps) {
  const state = useMenuTriggerState({});
  const ref = useRef<HTMLButtonElement>(null);
  const { menuTriggerProps, menuProps } = useMenuTrigger({}, state, ref);
  const { buttonProps } = useButton(menuTriggerProps, ref);
  return (
    <>
      <Button {...buttonProps} ref={ref} variant={variant} icon="chevronDown" iconPosition="end">
        {label}
      </Button>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref}>
          <MenuList
            {...menuProps}
            {...rest}
            items={items}
            disabledKeys={disabledIds}
            // react-aria's menu pattern: focus the first/last item when opened (WAI-ARIA APG).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus={state.focusStrategy ?? true}
            onAction={(key: Key) => onAction(String(key))}
            onClose={state.close}
          />
        </Popover>
      )}
    </>
  );
}
