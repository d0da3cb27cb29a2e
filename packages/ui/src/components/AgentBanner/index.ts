export { AgentBanner } from './AgentBanner.tsx';
export type { AgentBannerProps } from './AgentBanner.tsx';
