export { LocalNavigation } from './LocalNavigation.tsx';
export type { LocalNavigationProps, LocalNavigationLink } from './LocalNavigation.tsx';
