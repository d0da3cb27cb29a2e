import type { AnchorHTMLAttributes, ComponentType, ReactNode, Ref } from 'react';
import { createContext, useContext } from 'react';

export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};
/** The app's router link (e.g. a react-router adapter that maps `href` to `to`). */
export type RouterLinkComponent = ComponentType<RouterLinkProps>;

const LinkContext = createContext<RouterLinkComponent | undefined>(undefined);

export interface LinkProviderProps {
  component: RouterLinkComponent;
  children?: ReactNode;
}

/** Supplies the router link that `Link` (and everything built on it) uses for in-app hrefs. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export function useRouterLink(): RouterLinkComponent | undefined {
  return useContext(LinkContext);
}

/** Spec §2.3: a link starting with '/' is in-app, anything else is external ('//host' too). */
export function isExternalHref(href: string): boolean {
  if (href.startsWith('#')) return false;
  return !href.startsWith('/') || href.startsWith('//');
}
