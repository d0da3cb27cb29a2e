import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';
import { NavLink, Root, Title } from './LocalNavigation.styles.ts';

export interface LocalNavigationLink {
  href: string;
  text?: ReactNode;
}

export interface LocalNavigationProps extends Omit<ComponentPropsWithRef<'nav'>, 'title'> {
  title: ReactNode;
  /** Back link, in-app ('/…') or to the main site. Text defaults to 'Terug'. */
  backLink?: LocalNavigationLink;
  quickLink?: LocalNavigationLink & { text: ReactNode };
  'aria-label'?: string;
}

/** The bar above a sub page: back, title, quick link (spec §2.3 local navigation). */
export function LocalNavigation({
  title,
  backLink,
  quickLink,
  'aria-label': label = 'Lokale navigatie',
  ...rest
}: LocalNavigationProps) {
  return (
    <Root aria-label={label} {...rest}>
      <span>
        {backLink && (
          <NavLink as={Link} unstyled href={backLink.href} data-back="">
            <Icon name="chevronLeft" size="1.25em" />
            {backLink.text ?? 'Terug'}
          </NavLink>
        )}
      </span>
      <Title>{title}</Title>
      <span>
        {quickLink && (
          <NavLink as={Link} unstyled href={quickLink.href}>
            {quickLink.text}
          </NavLink>
        )}
      </span>
    </Root>
  );
}
