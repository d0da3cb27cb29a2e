export { NAV_OFF_KEY, NAV_OFF_QUERY, navVisibility, withNavOff } from './rules.ts';
export type { RoutePath } from './definePath.ts';
export { routePaths } from './routePaths.ts';
export type { RouteName } from './routePaths.ts';
