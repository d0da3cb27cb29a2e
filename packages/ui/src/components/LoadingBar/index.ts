export { LoadingBar } from './LoadingBar.tsx';
export type { LoadingBarProps, LoadingBarState } from './LoadingBar.tsx';
