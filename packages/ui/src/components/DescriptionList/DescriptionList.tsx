import type { ComponentPropsWithRef, Key, ReactNode } from 'react';
import { Details, Empty, Item, Root, Term } from './DescriptionList.styles.ts';

export interface DescriptionListItem {
  /** Defaults to the index. */
  id?: Key;
  term: ReactNode;
  description: ReactNode;
}

export interface DescriptionListProps extends ComponentPropsWithRef<'dl'> {
  items: readonly DescriptionListItem[];
  /** Term beside its value when there is room (default), or always above it. */
  layout?: 'columns' | 'stacked';
  /** Shown instead of the list when there are no items. Default 'Er zijn geen gegevens.' */
  emptyText?: ReactNode;
}

/** Term/value pairs (`<dl>`, each pair in a `<div>`), e.g. personal details or an order summary. */
export function DescriptionList({
  items,
  layout = 'columns',
  emptyText = 'Er zijn geen gegevens.',
  ...rest
}: DescriptionListProps) {
  if (items.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <Root data-layout={layout} {...rest}>
      {items.map((item, index) => (
        <Item key={item.id ?? index}>
          <Term>{item.term}</Term>
          <Details>{item.description}</Details>
        </Item>
      ))}
    </Root>
  );
}
