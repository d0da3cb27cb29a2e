import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link } from '../Link/Link.tsx';
import { Bottom, Group, GroupTitle, Groups, List, Root } from './Footer.styles.ts';

export interface FooterLink {
  text: ReactNode;
  href: string;
}

export interface FooterLinkGroup {
  title: ReactNode;
  links: FooterLink[];
}

export interface FooterProps extends ComponentPropsWithRef<'div'> {
  /** Marketing groups (products, shops, community). */
  marketing?: FooterLinkGroup[];
  /** Service groups (contact, service hours, privacy). */
  service?: FooterLinkGroup[];
  /** Bottom line, e.g. '© 2025 Vonk'. */
  bottom?: ReactNode;
}

function LinkGroups({ groups }: { groups: FooterLinkGroup[] }) {
  return groups.map((group, i) => (
    <Group key={i}>
      <GroupTitle>{group.title}</GroupTitle>
      <List>
        {group.links.map((link) => (
          <li key={link.href}>
            <Link href={link.href}>{link.text}</Link>
          </li>
        ))}
      </List>
    </Group>
  ));
}

/**
 * Footer content with marketing and service link groups. AppShell wraps it in <footer>
 * (contentinfo); used alone, put it inside a <footer> yourself.
 */
export function Footer({ marketing = [], service = [], bottom, ...rest }: FooterProps) {
  return (
    <Root {...rest}>
      <Groups>
        <LinkGroups groups={marketing} />
        <LinkGroups groups={service} />
      </Groups>
      {bottom && <Bottom>{bottom}</Bottom>}
    </Root>
  );
}
