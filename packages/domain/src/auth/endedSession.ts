/**
 * Why the portal ended a session itself, kept in the tab's sessionStorage across the identity
 * provider's end-session round trip, so /logout can say why when the tab comes back (ADR 056).
 */
export type SessionEndReason =
  | 'agentLogout'
  | 'idle'
  | 'agentMismatch'
  | 'otherTab'
  /** The IdP refused the refresh token (reuse detection, revoked, foreign key; ADR 127). */
  | 'tokenRefused';

const REASONS: readonly SessionEndReason[] = [
  'agentLogout',
  'idle',
  'agentMismatch',
  'otherTab',
  'tokenRefused',
];

export interface EndedSession {
  reason: SessionEndReason;
  /** The ended session was an agent's: the tab should be closed, not used to log in again. */
  agent: boolean;
}

export const endedSessionKey = (host: string): string => `${host}vonk-auth.ended`;

export function recordEndedSession(storage: Storage, host: string, ended: EndedSession): void {
  storage.setItem(endedSessionKey(host), JSON.stringify(ended));
}

/** The recorded end, removed as it is read (a reload of /logout starts a normal logout). */
export function takeEndedSession(storage: Storage, host: string): EndedSession | null {
  const key = endedSessionKey(host);
  const text = storage.getItem(key);
  storage.removeItem(key);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<EndedSession>;
    return REASONS.includes(value.reason as SessionEndReason)
      ? { reason: value.reason as SessionEndReason, agent: value.agent === true }
      : null;
  } catch {
    return null;
  }
}
