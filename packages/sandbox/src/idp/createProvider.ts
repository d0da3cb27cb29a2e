import { randomBytes } from 'node:crypto';
import Provider, { errors, interactionPolicy } from 'oidc-provider';
import type { Configuration, FindAccount, KoaContextWithOIDC } from 'oidc-provider';
import type { SandboxConfig } from '../config.ts';
import { accountClaims, isAgent } from './accounts.ts';
import { customerCodeFromAcr, PASSWORD_ACR, requestedCustomerCode } from './acr.ts';
import type { IdpKeys } from './keys.ts';
import type { SessionSwitches } from '../sessionSwitches.ts';
import { createMemoryAdapter } from './MemoryAdapter.ts';
import { errorPage, loggedOutPage, logoutPage } from './pages.ts';

const EIGHT_HOURS = 8 * 60 * 60;

/** ID-token claims granted with `openid`; the API scopes belong to the resource server. */
const OPENID_CLAIMS = [
  'sub',
  'name',
  'preferred_username',
  'role',
  'agent_locked',
  'customer_code',
];

/** The customer code of the login that produced this code or refresh token (see acr.ts). */
function customerCodeOf(
  ctx: KoaContextWithOIDC,
  token?: { acr?: string | undefined },
): string | undefined {
  const entities = ctx.oidc?.entities;
  return customerCodeFromAcr(
    token?.acr ?? entities?.AuthorizationCode?.acr ?? entities?.RefreshToken?.acr,
  );
}

const findAccount: FindAccount = (ctx, sub, token) => {
  const code = isAgent(sub)
    ? customerCodeOf(ctx, token as { acr?: string } | undefined)
    : undefined;
  const claims = accountClaims(sub, code);
  if (!claims) return undefined;
  return { accountId: sub, claims: () => ({ ...claims }) };
};

/**
 * An agent's sign-in never rides an IdP session (ADR 127): a request for a customer code, or any
 * request while an agent's session is open, asks for the password again. A closed agent tab thus
 * leaves nothing the next person at that browser can use, also for another customer's code.
 */
function loginPolicy() {
  const policy = interactionPolicy.base();
  policy.get('login')?.checks.add(
    new interactionPolicy.Check(
      'agent_fresh_login',
      'an agent must log in for every sign-in',
      (ctx) => {
        const { session, params, result } = ctx.oidc;
        if (result?.login || !session?.accountId) return interactionPolicy.Check.NO_NEED_TO_PROMPT;
        return isAgent(session.accountId) || requestedCustomerCode(params?.acr_values)
          ? interactionPolicy.Check.REQUEST_PROMPT
          : interactionPolicy.Check.NO_NEED_TO_PROMPT;
      },
    ),
  );
  return policy;
}

/** The sandbox's OpenID Connect provider; see toolchain-notes.md for the traps each line avoids. */
export function createProvider(
  config: SandboxConfig,
  keys: IdpKeys,
  session: Pick<SessionSwitches, 'accessTokenTtlFor'> = {
    accessTokenTtlFor: () => config.accessTokenTtlSeconds,
  },
): Provider {
  const configuration: Configuration = {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'Mijn Vonk',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // Tokens bound to the browser's key (ADR 127): a copied refresh or access token is
        // useless without the non-extractable key that stays in the browser's IndexedDB.
        dpop_bound_access_tokens: true,
        redirect_uris: [config.redirectUri],
        // The portal's root, and /logout for sessions the portal ends itself (ADR 056).
        post_logout_redirect_uris: [config.postLogoutRedirectUri, config.endedSessionUri],
      },
    ],
    jwks: keys.jwks as Configuration['jwks'],
    cookies: { keys: keys.cookieKeys },
    // Public client: PKCE always, and oidc-provider 9 accepts S256 only.
    pkce: { required: () => true },
    scopes: ['openid'],
    claims: { acr: null, auth_time: null, sid: null, openid: OPENID_CLAIMS },
    // Profile claims in the ID token: the portal cannot use /me with a JWT access token.
    conformIdTokenClaims: false,
    // Must be non-empty or oidc-provider drops `acr`, which carries the agent's customer code.
    acrValues: [PASSWORD_ACR],
    findAccount,
    async extraTokenClaims(ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const claims = accountClaims(
        token.accountId,
        isAgent(token.accountId) ? customerCodeOf(ctx) : undefined,
      );
      if (!claims) return undefined;
      const { role, agent_locked: agentLocked, customer_code: customerCode } = claims;
      return {
        role,
        ...(agentLocked !== undefined && { agent_locked: agentLocked }),
        ...(customerCode && { customer_code: customerCode }),
      };
    },
    // Public clients get no refresh token by default (offline_access needs prompt=consent).
    issueRefreshToken: (_ctx, client) => client.clientId === config.clientId,
    rotateRefreshToken: true,
    ttl: {
      // Read at issue time, per account: tests shorten it through PUT /__sandbox/session, for
      // everyone (ADR 058) or for one persona namespace's logins (`jan@w3`, ADR 093). The
      // resource server below names no lifetime of its own, so this function decides.
      AccessToken: (_ctx, token) => session.accessTokenTtlFor(token.accountId),
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      RefreshToken: EIGHT_HOURS,
      Session: EIGHT_HOURS,
      Grant: EIGHT_HOURS,
    },
    clientBasedCORS: (_ctx, origin) => origin === config.portalOrigin,
    interactions: {
      url: (_ctx, interaction) => `/interaction/${interaction.uid}`,
      policy: loginPolicy(),
    },
    features: {
      devInteractions: { enabled: false },
      // A proof's iat is the browser's clock; one further off than 5 minutes gets a nonce to
      // sign instead (oidc-client-ts retries with it), so spec §5's skew still logs in.
      dPoP: { enabled: true, nonceSecret: randomBytes(32), requireNonce: () => false },
      // A client may revoke only its own tokens (there is one client; this silences the default).
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = logoutPage(form);
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = loggedOutPage(`${config.portalOrigin}/`);
        },
      },
      resourceIndicators: {
        enabled: true,
        // The portal sends no `resource`: every token is for the sandbox API.
        defaultResource: () => config.apiAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resourceIndicator) => {
          if (resourceIndicator !== config.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: 'api customer',
            audience: config.apiAudience,
            accessTokenFormat: 'jwt',
          };
        },
      },
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      const details: Record<string, string> = { error: out.error };
      if (out.error_description) details.error_description = out.error_description;
      ctx.body = errorPage(`${config.portalOrigin}/`, details);
    },
  };
  return new Provider(config.issuer, configuration);
}
