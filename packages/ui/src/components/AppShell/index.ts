export { AppShell } from './AppShell.tsx';
export type { AppShellProps } from './AppShell.tsx';
