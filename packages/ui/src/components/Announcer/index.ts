export { AnnouncerProvider } from './Announcer.tsx';
export type { AnnouncerProviderProps } from './Announcer.tsx';
export { useAnnounce } from './AnnouncerContext.ts';
export type { Announce, Politeness } from './AnnouncerContext.ts';
