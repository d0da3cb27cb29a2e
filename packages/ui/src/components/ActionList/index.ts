export { ActionList, ActionListItem } from './ActionList.tsx';
export type { ActionListItemProps, ActionListProps } from './ActionList.tsx';
