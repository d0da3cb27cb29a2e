/**
 * API paths that need no access token. The portal logs through the external endpoint while
 * nobody is logged in, and the public pages /overstappen-afronden/{reference}, /unsubscribe
 * and /retour-label (spec §2.1) carry their own credential: the dossier reference, the opt-out id
 * or the return reference from an e-mail; /nieuwe-gebruikersnaam the verification token (ADR 128).
 * Without a session there is nothing for a CSRF token to protect either.
 */
const PUBLIC_PATHS = new Set(['/api/log/external', '/api/account/primaryEmailChange/verify']);
const PUBLIC_PREFIXES = ['/api/transfer/reference/', '/api/optout/v2', '/api/shippinglabel/'];

export function isPublicApiPath(path: string): boolean {
  return PUBLIC_PATHS.has(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}
