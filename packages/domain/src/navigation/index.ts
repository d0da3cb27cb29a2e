export { NAV_OFF_KEY, NAV_OFF_QUERY, navVisibility, withNavOff } from './rules.ts';
