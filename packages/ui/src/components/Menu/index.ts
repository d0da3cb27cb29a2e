export { Menu } from './Menu.tsx';
export type { MenuProps } from './Menu.tsx';
export type { MenuItemDefinition } from './menuTypes.ts';
