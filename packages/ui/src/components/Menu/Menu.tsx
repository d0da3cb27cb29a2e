import type { ComponentPropsWithRef, Key, ReactNode } from 'react';
import { useButton, useMenuTrigger, useObjectRef } from 'react-aria';
import { useMenuTriggerState } from 'react-stately';
import type { ButtonVariant } from '../Button/Button.tsx';
import { Button } from '../Button/Button.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { MenuList } from './MenuList.tsx';
import type { MenuItemDefinition } from './menuTypes.ts';
import { AriaLocale } from '../../theme/AriaLocale.tsx';

/** Other props (className, data-*) and the ref go to the trigger button. */
type TriggerRest = Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'onClick' | 'type'
>;

export interface MenuProps extends TriggerRest {
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
export function Menu(props: MenuProps) {
  return (
    <AriaLocale>
      <MenuLocalized {...props} />
    </AriaLocale>
  );
}

function MenuLocalized({
  label,
  items,
  onAction,
  disabledIds,
  variant = 'secondary',
  'aria-label': menuLabel,
  ref: forwardedRef,
  ...trigger
}: MenuProps) {
  const state = useMenuTriggerState({});
  const ref = useObjectRef(forwardedRef);
  const { menuTriggerProps, menuProps } = useMenuTrigger({}, state, ref);
  const { buttonProps } = useButton(menuTriggerProps, ref);
  return (
    <>
      <Button
        {...trigger}
        {...buttonProps}
        ref={ref}
        variant={variant}
        icon="chevronDown"
        iconPosition="end"
      >
        {label}
      </Button>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref}>
          <MenuList
            {...menuProps}
            aria-label={menuLabel}
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
