export { Drawer } from './Drawer.tsx';
export type { DrawerProps } from './Drawer.tsx';
