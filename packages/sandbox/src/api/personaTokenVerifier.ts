import { agents, personas } from '../personas/index.ts';
import { splitLogin } from '../personas/namespaces.ts';
import type { TokenClaims, VerifyAccessToken } from './types.ts';

const PREFIX = 'persona:';

/** A stand-in access token for stories and in-process tests: `persona:jan`, `persona:agent:10000002`. */
export function personaToken(login: string, customerCode?: string): string {
  return `${PREFIX}${login}${customerCode ? `:${customerCode}` : ''}`;
}

function claimsFor(login: string, customerCode: string | undefined): TokenClaims | undefined {
  // A namespaced copy (`jan@w1`, ADR 086) is a customer like its fixture.
  if (Object.hasOwn(personas, splitLogin(login).base))
    return { sub: login, role: 'customer', scope: 'api customer' };
  if (!Object.hasOwn(agents, login)) return undefined;
  return {
    sub: login,
    role: 'agent',
    agent_locked: agents[login as keyof typeof agents].locked,
    scope: 'api customer',
    ...(customerCode && { customer_code: customerCode }),
  };
}

/**
 * Verifier for the API when no IdP runs (MSW in stories and unit tests): trusts `persona:` tokens
 * of known logins and nothing else. Never used by startSandbox, which checks real JWTs.
 */
export const personaTokenVerifier: VerifyAccessToken = async (token) => {
  if (!token.startsWith(PREFIX)) throw new Error('Not a persona token.');
  const [login = '', customerCode] = token.slice(PREFIX.length).split(':');
  const claims = claimsFor(login, customerCode);
  if (!claims) throw new Error('Unknown persona.');
  return claims;
};

/**
 * Verifier that accepts any bearer token as the given persona: for stories, where the portal
 * sends whatever token its test session holds and the story parameter picks the persona.
 */
export function fixedPersonaVerifier(login: string, customerCode?: string): VerifyAccessToken {
  const claims = claimsFor(login, customerCode);
  if (!claims) throw new Error(`Unknown persona '${login}'.`);
  return async () => claims;
}
