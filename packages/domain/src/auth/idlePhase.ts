export interface IdlePhase {
  phase: 'active' | 'warning' | 'expired';
  /** Epoch ms when the session ends without new activity. */
  endsAt: number;
  /** Milliseconds until the phase changes (0 once expired). */
  nextChangeIn: number;
}

/**
 * Where a session stands after its last activity (ADR 058). Pure: times in epoch ms. A warning
 * longer than the timeout starts at once.
 */
export function idlePhase(
  lastActivity: number,
  now: number,
  timeoutMs: number,
  warningMs: number,
): IdlePhase {
  const endsAt = lastActivity + timeoutMs;
  const warnAt = endsAt - Math.min(warningMs, timeoutMs);
  if (now >= endsAt) return { phase: 'expired', endsAt, nextChangeIn: 0 };
  if (now >= warnAt) return { phase: 'warning', endsAt, nextChangeIn: endsAt - now };
  return { phase: 'active', endsAt, nextChangeIn: warnAt - now };
}
