import type { Auth, EndedSession, SessionUser } from '@vonk/domain';
import { isCustomerCode, routePaths, sessionProfile, takeEndedSession } from '@vonk/domain';
import { agents } from '@vonk/sandbox/personas';
import type { Login } from '@vonk/sandbox/personas';

interface StoryAuthOptions {
  /** Logged-in persona; null for an anonymous visitor. */
  persona: Login | null;
  /** For agents: the customer they opened. */
  customerCode?: string;
  /** The identity provider refuses the code /auth-callback redeems. */
  codeRefused?: boolean;
}

/**
 * An Auth for stories and unit tests: a session for a sandbox persona without the identity
 * provider. The MSW sandbox accepts any bearer token as that persona, so the token is a label.
 * Sign-in and sign-out record what they would do instead of leaving the page.
 */
export function createStoryAuth({
  persona,
  customerCode,
  codeRefused = false,
}: StoryAuthOptions): Auth & { calls: string[] } {
  const calls: string[] = [];
  let ended: EndedSession | null | undefined;
  const agent =
    persona !== null && Object.hasOwn(agents, persona)
      ? agents[persona as keyof typeof agents]
      : null;
  const user: SessionUser | null = persona
    ? {
        access_token: `persona:${persona}`,
        token_type: 'Bearer',
        scope: 'openid api customer',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        profile: {
          sub: persona,
          iss: 'http://localhost:4001',
          aud: 'mijn-vonk-portal',
          exp: Math.floor(Date.now() / 1000) + 3600,
          iat: Math.floor(Date.now() / 1000),
          name: agent?.name ?? persona,
          preferred_username: persona,
          role: agent ? 'agent' : 'customer',
          ...(agent && { agent_locked: agent.locked }),
          ...(customerCode && { customer_code: customerCode }),
        },
      }
    : null;

  return {
    calls,
    async signIn(targetPath) {
      calls.push(`signIn ${targetPath ?? '/'}`);
      return new Promise<void>(() => {});
    },
    async completeSignIn() {
      calls.push('completeSignIn');
      if (codeRefused) throw new Error('invalid_grant: the code was refused (story)');
      return routePaths.dashboard.href();
    },
    async signOut(reason) {
      calls.push(reason ? `signOut ${reason}` : 'signOut');
      if (agent?.locked && !reason) return 'locked';
      return 'redirected';
    },
    async endLocalSession() {
      calls.push('endLocalSession');
    },
    // What /logout shows when the IdP sends an ended session back: stories seed it (ADR 056).
    takeEndedSession: () =>
      ended === undefined ? (ended = takeEndedSession(sessionStorage, location.host)) : ended,
    getUser: async () => user,
    storedUser: () => user,
    getAccessToken: async () => user?.access_token ?? null,
    startAgentSession: (code) => {
      calls.push(`startAgentSession ${code}`);
      return isCustomerCode(code);
    },
    agentSession: () => (agent && customerCode ? { customerCode } : null),
    profile: sessionProfile,
    onEvent: () => () => {},
    dispose: () => {},
  };
}
