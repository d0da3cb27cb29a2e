import type { SessionUser } from './SessionUser.ts';

/** Facts about the signed-in person, read from the ID token (userinfo is not used). */
export interface SessionProfile {
  name: string;
  username: string;
  role: 'customer' | 'agent';
  /** A locked agent cannot log out and is told to close the tab (spec §2.4, §4). */
  agentLocked: boolean;
  customerCode: string | null;
  acr: string | null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Maps ID-token claims to a SessionProfile; absent claims get safe defaults. */
export function sessionProfile(user: Pick<SessionUser, 'profile'>): SessionProfile {
  const claims = user.profile;
  const username = text(claims.preferred_username) ?? '';
  return {
    name: text(claims.name) ?? username,
    username,
    role: claims.role === 'agent' ? 'agent' : 'customer',
    agentLocked: claims.agent_locked === true || claims.agent_locked === 'true',
    customerCode: text(claims.customer_code),
    acr: text(claims.acr),
  };
}
