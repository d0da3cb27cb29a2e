import { UserManager } from 'oidc-client-ts';
import type { OidcMetadata } from 'oidc-client-ts';
import { userManagerSettings } from './userManagerSettings.ts';
import type { AuthSettings } from './userManagerSettings.ts';

/**
 * The portal's UserManager. createAuth loads this module with `import()` on first need (sign-in,
 * callback, renewal, logout), so oidc-client-ts stays out of a signed-in page load (ADR 032). It
 * gets the discovery document createAuth loaded beside it (`discovery.ts`), so it fetches none.
 */
export function createUserManager(
  settings: AuthSettings,
  storage: Storage,
  host: string,
  metadata: OidcMetadata,
): UserManager {
  return new UserManager({ ...userManagerSettings(settings, storage, host), metadata });
}
