/**
 * What a guard decides: allow, or go elsewhere; `external` redirects leave the app (migrated
 * routes). Starting a login is not a guard's answer: the shell's loader does it (spec §2.6).
 */
export type GuardResult = { allow: true } | { redirect: string; external?: true };

export const ALLOW: GuardResult = Object.freeze({ allow: true });

export const redirect = (path: string): GuardResult => ({ redirect: path });
