import { createIdleTimer, IDLE_WARNING_SECONDS } from '@vonk/domain';
import type { IdleTimer } from '@vonk/domain';
import { useEffect, useRef, useState } from 'react';
import { usePortal } from './PortalContext.tsx';

/**
 * The signed-in shell's idle timeout (issue #16, ADR 058): the warning's state, and the session
 * ended with reason 'idle' once the time is up in every tab. The timeout comes from the served
 * config (`idleTimeoutSeconds`, `idleWarningSeconds`), 15 and 2 minutes without it.
 */
export function useIdleSession() {
  const { auth, config } = usePortal();
  const [warning, setWarning] = useState(false);
  const timer = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const created = createIdleTimer({
      timeoutSeconds: config.idleTimeoutSeconds,
      warningSeconds: config.idleWarningSeconds,
      onPhase: (phase) => setWarning(phase.phase === 'warning'),
      onExpired: () => {
        setWarning(false);
        void auth.signOut('idle');
      },
    });
    timer.current = created;
    return () => {
      created.dispose();
      timer.current = null;
    };
  }, [auth, config.idleTimeoutSeconds, config.idleWarningSeconds]);

  const warningSeconds = Math.min(
    config.idleWarningSeconds ?? IDLE_WARNING_SECONDS,
    config.idleTimeoutSeconds ?? Infinity,
  );
  return {
    warning,
    minutes: Math.max(1, Math.round(warningSeconds / 60)),
    stay: () => timer.current?.stay(),
  };
}
