// The lazily loaded auth chunk: oidc-client-ts and everything that needs it. createAuth loads it
// with `import()` on first need (sign-in, callback, renewal, logout), so a signed-in page load
// never does (ADR 032). It imports nothing from the entry, so the page the IdP sends back to can
// load it and redeem the code before the entry has run (`redeemEarly`, ADR 107); the portal's
// build fails when the chunk imports anything.
import { UserManager } from 'oidc-client-ts';
import type { OidcMetadata, User } from 'oidc-client-ts';
import { userManagerSettings } from './userManagerSettings.ts';
import type { AuthSettings } from './userManagerSettings.ts';
import { validateIdTokenClaims } from './validateIdTokenClaims.ts';

/**
 * The portal's UserManager, with the discovery document createAuth loaded beside it
 * (`discovery.ts`), so it fetches none.
 */
export function createUserManager(
  settings: AuthSettings,
  storage: Storage,
  host: string,
  metadata: OidcMetadata,
): UserManager {
  return new UserManager({ ...userManagerSettings(settings, storage, host), metadata });
}

/**
 * Redeems the code of a callback URL (oidc-client-ts stores the user) and checks the ID token's
 * claims (spec §5; an agent's login must be fresh, ADR 127). Rejects when the library refuses the answer (state, nonce, the token
 * endpoint's error) or a claim is off; then no user is left stored.
 */
export async function redeemCallback(
  manager: UserManager,
  url: string,
  clientId: string,
  now: () => number,
): Promise<User> {
  const user = (await manager.signinCallback(url)) as User;
  const { agentLoginAt } = (user.state ?? {}) as { agentLoginAt?: unknown };
  const problem = validateIdTokenClaims(user.profile as Record<string, unknown>, {
    issuer: await manager.metadataService.getIssuer(),
    clientId,
    now: now(),
    // An agent's login carries when it left: the IdP must have asked for the password since.
    ...(typeof agentLoginAt === 'number' && { loginRequestedAt: agentLoginAt }),
  });
  if (problem) {
    await manager.removeUser();
    throw new Error(`ID token ${problem} invalid`);
  }
  return user;
}

/** A redemption the page started before the app (see `redeemEarly`); createAuth takes it. */
export interface EarlySignIn {
  /** The callback URL whose code it redeems. */
  url: string;
  /** Whose login it is, from the login state: createAuth takes it only for its own. */
  authority: string;
  clientId: string;
  /** The stored user with its claims checked, or the failure createAuth reports. */
  user: Promise<User>;
}

function storedJson(storage: Storage, key: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(key) ?? 'null');
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * On the page the IdP sends back to, before the app has loaded: redeems the code with what this
 * tab kept when the login left (oidc-client-ts's login state, which names the authority, client
 * and redirect URI, and the discovery document `loadDiscovery` kept), so the token exchange does
 * not wait for the entry to arrive and run (ADR 107). Undefined when either is missing or
 * unreadable; the app then redeems the code itself, as before.
 */
export function redeemEarly({
  url,
  storage,
  host,
  now = Date.now,
}: {
  url: string;
  storage: Storage;
  host: string;
  now?: () => number;
}): EarlySignIn | undefined {
  // The keys of userManagerSettings' store and of discovery.ts (tests hold them together).
  const prefix = `${host}oidc.`;
  const id = new URL(url).searchParams.get('state');
  const state = id ? storedJson(storage, `${prefix}${id}`) : undefined;
  const { authority, client_id: clientId, redirect_uri: redirectUri } = state ?? {};
  if (typeof authority !== 'string' || typeof clientId !== 'string') return undefined;
  if (typeof redirectUri !== 'string') return undefined;
  const metadata = storedJson(storage, `${prefix}discovery:${authority}`);
  if (typeof metadata?.issuer !== 'string' || typeof metadata.token_endpoint !== 'string')
    return undefined;
  const manager = createUserManager(
    { authority, clientId, redirectUri },
    storage,
    host,
    metadata as unknown as OidcMetadata,
  );
  const user = redeemCallback(manager, url, clientId, now);
  // Handled by whoever takes it (createAuth reports it); none may be left unhandled meanwhile.
  user.catch(() => undefined);
  return { url, authority, clientId, user };
}

/** `redeemEarly`'s type, for the early script that calls it without importing the chunk. */
export type RedeemEarly = typeof redeemEarly;
