export { Grid } from './Grid.tsx';
export type { GridProps } from './Grid.tsx';
