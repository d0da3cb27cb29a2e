export { DescriptionList } from './DescriptionList.tsx';
export type { DescriptionListItem, DescriptionListProps } from './DescriptionList.tsx';
