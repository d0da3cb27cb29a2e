export { Header } from './Header.tsx';
export type { HeaderProps, HeaderAgent } from './Header.tsx';
export type { HeaderSubscription } from './HeaderSubscriptions.tsx';
