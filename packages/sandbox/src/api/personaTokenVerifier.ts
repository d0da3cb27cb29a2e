import { agents, personas } from '../personas/index.ts';
import type { VerifyAccessToken } from './types.ts';

const PREFIX = 'persona:';

/** A stand-in access token for stories and in-process tests: `persona:jan`, `persona:agent:10000002`. */
export function personaToken(login: string, customerCode?: string): string {
  return `${PREFIX}${login}${customerCode ? `:${customerCode}` : ''}`;
}

/**
 * Verifier for the API when no IdP runs (MSW in stories and unit tests): trusts `persona:` tokens
 * of known logins and nothing else. Never used by startSandbox, which checks real JWTs.
 */
export const personaTokenVerifier: VerifyAccessToken = async (token) => {
  if (!token.startsWith(PREFIX)) throw new Error('Not a persona token.');
  const [login = '', customerCode] = token.slice(PREFIX.length).split(':');
  if (Object.hasOwn(personas, login)) return { sub: login, role: 'customer', scope: 'api customer' };
  if (Object.hasOwn(agents, login)) {
    return {
      sub: login,
      role: 'agent',
      agent_locked: agents[login as keyof typeof agents].locked,
      scope: 'api customer',
      ...(customerCode && { customer_code: customerCode }),
    };
  }
  throw new Error('Unknown persona.');
};
