import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useButton, useDisclosure } from 'react-aria';
import { useDisclosureState } from 'react-stately';
import { Icon } from '../Icon/Icon.tsx';
import { Heading, Item, Panel, Root, Trigger } from './Accordion.styles.ts';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  items: readonly AccordionItem[];
  /** Heading level of each title. Default 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** More than one panel open at a time. Default true (GOV.UK advice). */
  allowsMultipleExpanded?: boolean;
  defaultExpandedKeys?: readonly string[];
  expandedKeys?: readonly string[];
  onExpandedChange?: (keys: string[]) => void;
}

/** Headings with show/hide buttons (react-aria `useDisclosure`): aria-expanded, Enter/Space. */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = true,
  defaultExpandedKeys = [],
  expandedKeys,
  onExpandedChange,
  ...rest
}: AccordionProps) {
  const [inner, setInner] = useState<readonly string[]>(defaultExpandedKeys);
  const expanded = expandedKeys ?? inner;
  const toggle = (id: string, open: boolean) => {
    const next = open
      ? allowsMultipleExpanded
        ? [...expanded.filter((k) => k !== id), id]
        : [id]
      : expanded.filter((k) => k !== id);
    if (!expandedKeys) setInner(next);
    onExpandedChange?.(next);
  };
  return (
    <Root {...rest}>
      {items.map((item) => (
        <AccordionSection
          key={item.id}
          item={item}
          headingLevel={headingLevel}
          isExpanded={expanded.includes(item.id)}
          onExpandedChange={(open) => toggle(item.id, open)}
        />
      ))}
    </Root>
  );
}

function AccordionSection({
  item,
  headingLevel,
  isExpanded,
  onExpandedChange,
}: {
  item: AccordionItem;
  headingLevel: number;
  isExpanded: boolean;
  onExpandedChange: (open: boolean) => void;
}) {
  const state = useDisclosureState({ isExpanded, onExpandedChange });
  const panelRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { buttonProps, panelProps } = useDisclosure(
    { isExpanded, isDisabled: item.disabled },
    state,
    panelRef,
  );
  const { buttonProps: triggerProps } = useButton(buttonProps, triggerRef);
  return (
    <Item data-expanded={isExpanded || undefined}>
      <Heading as={`h${headingLevel}`}>
        <Trigger {...triggerProps} ref={triggerRef}>
          <span>{item.title}</span>
          <Icon name="chevronDown" size={20} />
        </Trigger>
      </Heading>
      <Panel {...panelProps} ref={panelRef}>
        {item.content}
      </Panel>
    </Item>
  );
}
