/**
 * A short, one-way fingerprint of a refresh token (cyrb53, 53 bits, hex), so tabs can say which
 * token a renewal replaced without sending or storing the token itself. It is only ever kept for
 * tokens that are already spent; a synchronous hash keeps the renewal path free of extra awaits
 * (crypto.subtle is asynchronous and would let another tab's message overtake the check).
 */
export function tokenFingerprint(token: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < token.length; i += 1) {
    const code = token.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
