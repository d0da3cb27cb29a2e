/** Crockford's base32: no I, L, O or U, so a reference read aloud or retyped survives. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const SYMBOLS = 28;

/**
 * Set by the e2e runner (playwright.config.ts) to a fresh random secret for the test server and
 * the test workers alike, so both derive the same references from the persona data.
 */
export const PUBLIC_LINK_SEED_ENV = 'VONK_PUBLIC_LINK_SEED';

/** HMAC-SHA-256 of `label` under the seed, in Node with a seed; null otherwise (browser, dev). */
function seededBytes(label: string): Uint8Array | null {
  const node = (globalThis as { process?: NodeJS.Process }).process;
  const seed = node?.env?.[PUBLIC_LINK_SEED_ENV];
  if (!seed || typeof node?.getBuiltinModule !== 'function') return null;
  const { createHmac } = node.getBuiltinModule('node:crypto');
  return new Uint8Array(createHmac('sha256', seed).update(label).digest());
}

/**
 * A credential for a public e-mail link (/overstappen-afronden/{reference}, /retour-label,
 * /unsubscribe; ADR 064): 28 symbols of 5 random bits (140 bits) in groups of four, e.g.
 * `K7QH-2M9X-VC4T-8WJD-PZ6N-3RBF-0A5E`. Random per sandbox process (crypto.getRandomValues);
 * under e2e, derived from the run's secret seed and `label` (which names the persona's link),
 * so the test workers know what the server issued. Stories and tests read them from the persona
 * data, the dev from `GET /__sandbox/public-links`; nobody types one.
 */
export function newPublicReference(label: string): string {
  const bytes = seededBytes(label) ?? crypto.getRandomValues(new Uint8Array(SYMBOLS));
  const symbols = Array.from(bytes.subarray(0, SYMBOLS), (byte) => ALPHABET[byte & 31]).join('');
  return symbols.match(/.{4}/g)!.join('-');
}
