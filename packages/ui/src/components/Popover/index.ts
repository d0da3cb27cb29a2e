export { Popover } from './Popover.tsx';
export type { PopoverProps } from './Popover.tsx';
