import type { SessionProfile } from './SessionProfile.ts';

/**
 * After a login, agent mode (the tab's stored customer code) must agree with the tokens: the
 * role and customer claim the identity provider signed (ADR 057). Returns what disagrees, or null.
 *
 * - agent mode, but the login is a customer's (a crafted `/agentlogin/{code}` in a customer's tab);
 * - agent mode for one customer, tokens for another;
 * - an agent's tokens without agent mode (an agent must come in through the agent link).
 */
export function agentMismatch(
  profile: Pick<SessionProfile, 'role' | 'customerCode'>,
  agentCode: string | null,
): 'notAnAgent' | 'otherCustomer' | 'agentWithoutLink' | null {
  if (agentCode === null) return profile.role === 'agent' ? 'agentWithoutLink' : null;
  if (profile.role !== 'agent') return 'notAnAgent';
  return profile.customerCode === agentCode ? null : 'otherCustomer';
}
