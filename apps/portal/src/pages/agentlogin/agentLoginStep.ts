import type { SessionProfile } from '@vonk/domain';

/**
 * What /agentlogin/{code} does for the tab's session (ADR 056): nobody signed in → log in as
 * agent; a customer, or the agent already on this customer → '/' (spec §2.1); an agent on another
 * customer → end that session first, so the other customer's data is never shown.
 */
export function agentLoginStep(
  profile: Pick<SessionProfile, 'role' | 'customerCode'> | null,
  agentCode: string | null,
  linkCode: string,
): 'login' | 'home' | 'switchCustomer' {
  if (!profile) return 'login';
  if (profile.role !== 'agent') return 'home';
  return agentCode === linkCode && profile.customerCode === linkCode ? 'home' : 'switchCustomer';
}
