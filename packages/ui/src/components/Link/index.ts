export { Link } from './Link.tsx';
export type { LinkProps } from './Link.tsx';
export { LinkProvider, useRouterLink, isExternalHref } from './LinkProvider.tsx';
export type { LinkProviderProps, RouterLinkComponent, RouterLinkProps } from './LinkProvider.tsx';
