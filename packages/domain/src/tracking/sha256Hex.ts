/**
 * Spec §3: personal values go to the data layer hashed: lowercased, spaces removed, SHA-256, hex.
 * Web Crypto, so it works in browsers and Node alike.
 */
export async function sha256Hex(value: string): Promise<string> {
  const normalised = value.toLowerCase().replace(/\s+/g, '');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalised));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
