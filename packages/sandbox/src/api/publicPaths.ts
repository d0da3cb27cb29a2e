/**
 * API paths that need no access token: the portal logs through the external endpoint while
 * nobody is logged in (spec §7.2), so there is no session for a CSRF token to protect either.
 */
export const PUBLIC_API_PATHS: ReadonlySet<string> = new Set(['/api/log/external']);
