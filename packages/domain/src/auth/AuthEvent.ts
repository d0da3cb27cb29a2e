import type { SessionUser } from './SessionUser.ts';

/**
 * Login events of spec §8 (invalid nonce, token validation error, refresh error, silent refresh
 * timeout) plus the session facts the portal reacts to. The portal logs or tracks them; auth itself
 * has no UI side effects.
 */
export type AuthEvent =
  | { type: 'userLoaded'; user: SessionUser }
  | { type: 'accessTokenExpiring' }
  | { type: 'invalidNonce'; error: Error }
  | { type: 'tokenValidationError'; error: Error }
  | { type: 'refreshError'; error: Error }
  | { type: 'silentRefreshTimeout' }
  /** Another tab logged out ('otherTab') or timed out ('idle'); this tab recorded it for /logout. */
  | { type: 'sessionEndedInOtherTab'; reason: 'idle' | 'otherTab' }
  | { type: 'discoveryError'; error: Error }
  /** The login disagreed with the tab's agent mode (ADR 057); the session is being ended. */
  | { type: 'agentMismatch'; mismatch: 'notAnAgent' | 'otherCustomer' | 'agentWithoutLink' };

export type AuthEventType = AuthEvent['type'];
