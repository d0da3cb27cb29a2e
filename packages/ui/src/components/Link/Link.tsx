import type { ComponentPropsWithRef, ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import { isExternalHref, useRouterLink } from './LinkProvider.tsx';
import { Anchor, Bare, NewTabIcon } from './Link.styles.ts';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  href: string;
  children?: ReactNode;
  /**
   * Screen-reader hint after an external link's text. Default '(opent externe website in nieuw
   * tabblad)' when it opens a new tab, else '(opent externe website)'.
   */
  externalHint?: ReactNode;
  /** Open external links in a new tab (default true). */
  openInNewTab?: boolean;
  /** Leave all styling to the parent (Button, navigation items). */
  unstyled?: boolean;
}

/**
 * One link for in-app and external targets. '/…' goes through the app's router link from
 * `LinkProvider`; anything else is a plain anchor with rel="noopener", a new tab and a hint.
 * A link that opens a new tab says so to the eye (the "new window" icon, also in forced colours)
 * and to the ear (the hint), everywhere it is rendered (WCAG G201, issue 30).
 */
export function Link({
  href,
  children,
  externalHint,
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
    const hint =
      externalHint ??
      (openInNewTab ? '(opent externe website in nieuw tabblad)' : '(opent externe website)');
    const content = (
      <>
        {children}
        {openInNewTab && <NewTabIcon name="external" size="1em" data-new-tab="" />}
        <VisuallyHidden> {hint}</VisuallyHidden>
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
