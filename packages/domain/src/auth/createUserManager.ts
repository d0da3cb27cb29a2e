import { UserManager } from 'oidc-client-ts';
import { userManagerSettings } from './userManagerSettings.ts';
import type { AuthSettings } from './userManagerSettings.ts';

/**
 * The portal's UserManager. createAuth loads this module with `import()` on first need (sign-in,
 * callback, renewal, logout), so oidc-client-ts stays out of a signed-in page load (ADR 032).
 */
export function createUserManager(
  settings: AuthSettings,
  storage: Storage,
  host: string,
): UserManager {
  return new UserManager(userManagerSettings(settings, storage, host));
}
