import type { ComponentPropsWithRef, Key, ReactNode } from 'react';
import { useRef } from 'react';
import { useTab, useTabList, useTabPanel } from 'react-aria';
import type { Node, TabListState } from 'react-stately';
import { Item, useTabListState } from 'react-stately';
import { Panel, Root, Tab as TabRoot, TabList } from './Tabs.styles.ts';
import { AriaLocale } from '../../theme/AriaLocale.tsx';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'defaultValue'> {
  items: readonly TabItem[];
  /** Names the tab list, e.g. 'Gebruikskosten per dienst'. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (key: string) => void;
  /** `'automatic'` (default) selects on arrow keys; `'manual'` waits for Enter/Space. */
  keyboardActivation?: 'automatic' | 'manual';
}

/** Tabs (react-aria `useTabList`): arrow keys move, Home/End jump, one Tab stop. */
export function Tabs(props: TabsProps) {
  return (
    <AriaLocale>
      <TabsLocalized {...props} />
    </AriaLocale>
  );
}

function TabsLocalized({
  items,
  onSelectionChange,
  selectedKey,
  defaultSelectedKey,
  keyboardActivation,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  ...rest
}: TabsProps) {
  const props = {
    selectedKey,
    keyboardActivation,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledby,
  };
  const firstEnabled = items.find((item) => !item.disabled)?.id;
  const state = useTabListState<TabItem>({
    ...props,
    // Selected from the first render, so the first tab is a Tab stop before any effect runs.
    defaultSelectedKey: defaultSelectedKey ?? firstEnabled,
    items,
    disabledKeys: items.filter((item) => item.disabled).map((item) => item.id),
    onSelectionChange: onSelectionChange
      ? (key: Key | null) => key != null && onSelectionChange(String(key))
      : undefined,
    children: (item: TabItem) => (
      <Item key={item.id} title={item.title}>
        {item.content}
      </Item>
    ),
  });
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList({ ...props, items }, state, ref);
  return (
    <Root {...rest}>
      <TabList {...tabListProps} ref={ref}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} />
        ))}
      </TabList>
      <TabPanel key={state.selectedItem?.key} state={state} />
    </Root>
  );
}

function Tab({ item, state }: { item: Node<TabItem>; state: TabListState<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps } = useTab({ key: item.key }, state, ref);
  return (
    <TabRoot {...tabProps} ref={ref}>
      {item.rendered}
    </TabRoot>
  );
}

function TabPanel({ state }: { state: TabListState<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  return (
    <Panel {...tabPanelProps} ref={ref}>
      {state.selectedItem?.props.children as ReactNode}
    </Panel>
  );
}
