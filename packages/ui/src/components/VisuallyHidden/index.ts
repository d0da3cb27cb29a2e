export { VisuallyHidden } from './VisuallyHidden.tsx';
export type { VisuallyHiddenProps } from './VisuallyHidden.tsx';
