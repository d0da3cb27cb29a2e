import { createContext, useContext } from 'react';

export type Politeness = 'polite' | 'assertive';
export type Announce = (message: string, politeness?: Politeness) => void;

export const AnnouncerContext = createContext<Announce | undefined>(undefined);

/** `announce(message, 'polite' | 'assertive')` from the nearest AnnouncerProvider. */
export function useAnnounce(): Announce {
  const announce = useContext(AnnouncerContext);
  if (!announce) throw new Error('useAnnounce needs an <AnnouncerProvider> above it.');
  return announce;
}
