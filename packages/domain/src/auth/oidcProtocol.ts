// What oidc-client-ts is set up with and nothing else imports: only the lazily loaded auth chunk
// (createUserManager.ts) uses these, so they live there and not in the entry. That chunk imports
// nothing from the entry, so the page the IdP sends back to can start it on its own (ADR 107).

/** Spec §7.1 scopes. */
export const AUTH_SCOPE = 'openid api customer';

/**
 * Protocol claims dropped from the profile. oidc-client-ts' default list also drops `acr`, which
 * carries the agent's customer id, so the list is explicit (toolchain notes). `auth_time` stays:
 * an agent's login is checked to be fresh (ADR 127).
 */
export const FILTERED_PROTOCOL_CLAIMS = ['nbf', 'jti', 'nonce', 'amr', 'azp', 'at_hash'];
