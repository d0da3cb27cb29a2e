import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { isExternalHref, useRouterLink } from './LinkProvider.tsx';
import { Anchor, Bare } from './Link.styles.ts';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  href: string;
  children?: ReactNode;
  /** Screen-reader hint after an external link's text. */
  externalHint?: ReactNode;
  /** Open external links in a new tab (default true). */
  openInNewTab?: boolean;
  /** Leave all styling to the parent (Button, navigation items). */
  unstyled?: boolean;
}

/**
 * One link for in-app and external targets. '/…' goes through the app's router link from
 * `LinkProvider`; anything else is a plain anchor with rel="noopener", a new tab and a hint.
 */
export function Link({
  href,
  children,
  externalHint = '(opent externe website)',
  openInNewTab = true,
  unstyled = false,
  ...rest
}: LinkProps) {
  const RouterLink = useRouterLink();
  if (isExternalHref(href)) {
    const external = {
      href,
      rel: 'noopener',
      ...(openInNewTab ? { target: '_blank' } : {}),
      'data-external': '',
      ...rest,
    };
    const content = (
      <>
        {children}
        <VisuallyHidden> {externalHint}</VisuallyHidden>
      </>
    );
    return unstyled ? <a {...external}>{content}</a> : <Anchor {...external}>{content}</Anchor>;
  }
  if (href.startsWith('#')) {
    return unstyled ? (
      <a href={href} {...rest}>
        {children}
      </a>
    ) : (
      <Anchor href={href} {...rest}>
        {children}
      </Anchor>
    );
  }
  if (unstyled) {
    return (
      <Bare as={RouterLink} href={href} {...rest}>
        {children}
      </Bare>
    );
  }
  return (
    <Anchor as={RouterLink} href={href} {...rest}>
      {children}
    </Anchor>
  );
}
