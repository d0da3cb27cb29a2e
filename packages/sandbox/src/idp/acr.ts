/**
 * The agent's customer code travels as an ACR: the portal asks `acr_values=customerid:{code}`
 * (spec §6), the login stores it as the session's `acr`, and oidc-provider copies the acr into
 * the authorization code and every refresh token. Claims are read back from there, so the code
 * needs no side table and survives refresh-token rotation.
 */
const PREFIX = 'customerid:';

/** ACR of a plain password login (customers, and agents without a customer code). */
export const PASSWORD_ACR = 'urn:vonk:acr:password';

/** The customer code requested in `acr_values` (space-separated), if any. */
export function requestedCustomerCode(acrValues: unknown): string | undefined {
  if (typeof acrValues !== 'string') return undefined;
  const value = acrValues.split(' ').find((acr) => acr.startsWith(PREFIX));
  return value?.slice(PREFIX.length) || undefined;
}

export function acrForCustomerCode(code: string | undefined): string {
  return code ? `${PREFIX}${code}` : PASSWORD_ACR;
}

export function customerCodeFromAcr(acr: unknown): string | undefined {
  return typeof acr === 'string' && acr.startsWith(PREFIX) ? acr.slice(PREFIX.length) : undefined;
}
