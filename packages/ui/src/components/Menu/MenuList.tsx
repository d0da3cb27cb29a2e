import type { Key } from 'react';
import { useRef } from 'react';
import type { AriaMenuProps } from 'react-aria';
import { useFocusRing, useMenu, useMenuItem, mergeProps } from 'react-aria';
import type { Node, TreeState } from 'react-stately';
import { Item as CollectionItem, useTreeState } from 'react-stately';
import { Icon } from '../Icon/Icon.tsx';
import type { MenuItemDefinition } from './menuTypes.ts';
import { Item, List } from './Menu.styles.ts';

function MenuListItem({
  item,
  state,
}: {
  item: Node<MenuItemDefinition>;
  state: TreeState<MenuItemDefinition>;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const { menuItemProps, isFocused, isDisabled } = useMenuItem({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Item
      {...mergeProps(menuItemProps, focusProps)}
      ref={ref}
      data-focused={isFocused || undefined}
      data-focus-visible={isFocusVisible || undefined}
      aria-disabled={isDisabled || undefined}
    >
      {item.value?.icon && <Icon name={item.value.icon} />}
      {item.rendered}
    </Item>
  );
}

export interface MenuListProps extends Omit<
  AriaMenuProps<MenuItemDefinition>,
  'children' | 'onAction'
> {
  items: MenuItemDefinition[];
  onAction?: (id: Key) => void;
}

/** role=menu list with arrow-key navigation and typeahead (react-aria useMenu). */
export function MenuList(props: MenuListProps) {
  const state = useTreeState<MenuItemDefinition>({
    ...props,
    children: (item) => (
      <CollectionItem key={item.id} textValue={item.label}>
        {item.label}
      </CollectionItem>
    ),
  });
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps } = useMenu(props, state, ref);
  return (
    <List {...menuProps} ref={ref}>
      {[...state.collection].map((item) => (
        <MenuListItem key={item.key} item={item} state={state} />
      ))}
    </List>
  );
}
