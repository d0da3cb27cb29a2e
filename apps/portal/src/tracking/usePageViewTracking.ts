import { useEffect, useRef } from 'react';
import { trackPageView } from '@vonk/domain';
import { useLocation } from 'react-router-dom';
import { usePortal } from '../session/PortalContext.tsx';

/**
 * Spec §7.4: a page view (non-interaction) on every navigation to a new path. The path only: a
 * query can carry the login's code and state. Once per path, also under StrictMode.
 */
export function usePageViewTracking(title: string): void {
  const { tracking } = usePortal();
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    trackPageView(tracking, pathname, title);
  }, [pathname, title, tracking]);
}
