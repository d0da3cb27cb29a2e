/**
 * What a guard decides. `signIn` is the login guard's answer (start authentication, spec §2.6);
 * `external` redirects leave the app (migrated routes).
 */
export type GuardResult =
  { allow: true } | { redirect: string; external?: true } | { signIn: true };

export const ALLOW: GuardResult = Object.freeze({ allow: true });

export const redirect = (path: string): GuardResult => ({ redirect: path });

/** The session facts guards need. */
export interface GuardSession {
  loggedIn: boolean;
}
