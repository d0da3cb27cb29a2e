import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { Crumb, Item, List } from './Breadcrumbs.styles.ts';

export interface BreadcrumbItem {
  text: ReactNode;
  href?: string;
}

export interface BreadcrumbsProps extends ComponentPropsWithRef<'nav'> {
  /** From the root to the current page; the last item is the current page. */
  items: BreadcrumbItem[];
  /** Default 'Kruimelpad'. */
  'aria-label'?: string;
}

/** Where you are: a nav with an ordered list, aria-current on the last crumb. */
export function Breadcrumbs({
  items,
  'aria-label': label = 'Kruimelpad',
  ...rest
}: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} {...rest}>
      <List>
        {items.map((item, i) => {
          const current = i === items.length - 1;
          return (
            <Item key={i}>
              {i > 0 && <Icon name="chevronRight" size="1em" />}
              {current || !item.href ? (
                <Crumb as="span" aria-current={current ? 'page' : undefined}>
                  {item.text}
                </Crumb>
              ) : (
                <Crumb as={Link} unstyled href={item.href}>
                  {item.text}
                </Crumb>
              )}
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
