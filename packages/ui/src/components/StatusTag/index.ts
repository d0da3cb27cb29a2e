export { StatusTag } from './StatusTag.tsx';
export type { StatusTagProps } from './StatusTag.tsx';
