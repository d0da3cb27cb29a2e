export { MainNavigation } from './MainNavigation.tsx';
export type { MainNavigationProps } from './MainNavigation.tsx';
export type { NavItem, NavGroup } from './navTypes.ts';
export { isCurrentUrl } from './navTypes.ts';
