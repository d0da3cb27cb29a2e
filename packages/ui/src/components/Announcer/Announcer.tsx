import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Announce } from './AnnouncerContext.ts';
import { AnnouncerContext } from './AnnouncerContext.ts';
import { Region } from './Announcer.styles.ts';

export interface AnnouncerProviderProps {
  children?: ReactNode;
}

/**
 * Two live regions that exist before anything is said (so screen readers pick up changes):
 * polite (role=status) and assertive (role=alert). Messages are set after a short clear so
 * repeating the same text is announced again.
 */
export function AnnouncerProvider({ children }: AnnouncerProviderProps) {
  const [polite, setPolite] = useState('');
  const [assertive, setAssertive] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const announce = useCallback<Announce>((message, politeness = 'polite') => {
    const set = politeness === 'assertive' ? setAssertive : setPolite;
    set('');
    clearTimeout(timer.current);
    timer.current = setTimeout(() => set(message), 50);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <Region role="status" aria-live="polite" data-announcer="polite">
        {polite}
      </Region>
      <Region role="alert" aria-live="assertive" data-announcer="assertive">
        {assertive}
      </Region>
    </AnnouncerContext.Provider>
  );
}
