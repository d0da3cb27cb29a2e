// DPoP proofs for the API (ADR 127), made with the key oidc-client-ts keeps for the login: its
// IndexedDbDPoPStore (database 'oidc', store 'dpop', one non-extractable key pair per client id).
// Only the early script imports this module (it must import nothing shared with the entry, ADR
// 099): it installs `vonkDpopProof`, which the app's API client calls; a page without the early
// script (stories, unit tests) has none and sends its unbound tokens as Bearer.

/** Where the app finds the proof maker the early script installed. */
export interface DpopProofGlobal {
  vonkDpopProof?: typeof dpopProof;
}

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const encode = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));

/** The claims of a JWT access token that DPoP needs; null for anything else. */
function tokenBinding(token: string): { clientId: string } | null {
  try {
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      cnf?: { jkt?: unknown };
      client_id?: unknown;
    };
    return typeof claims.cnf?.jkt === 'string' && typeof claims.client_id === 'string'
      ? { clientId: claims.client_id }
      : null;
  } catch {
    return null;
  }
}

const found = new Map<string, Promise<CryptoKeyPair | undefined>>();

/** The login's key pair; looked up once per page, again while none is there yet. */
function storedKeys(clientId: string): Promise<CryptoKeyPair | undefined> {
  const cached = found.get(clientId);
  if (cached) return cached;
  const keys = new Promise<CryptoKeyPair | undefined>((resolve) => {
    const open = indexedDB.open('oidc');
    open.onupgradeneeded = () => open.result.createObjectStore('dpop');
    open.onerror = () => resolve(undefined);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('dpop')) return resolve(undefined);
      const get = db.transaction('dpop', 'readonly').objectStore('dpop').get(clientId);
      get.onsuccess = () => resolve((get.result as { keys?: CryptoKeyPair } | undefined)?.keys);
      get.onerror = () => resolve(undefined);
    };
  });
  found.set(clientId, keys);
  void keys.then((pair) => pair ?? found.delete(clientId));
  return keys;
}

/** The key pair `token` is bound to; undefined for a token bound to none, or without IndexedDB. */
function boundKeys(token: string): Promise<CryptoKeyPair | undefined> {
  const binding = tokenBinding(token);
  return binding && typeof indexedDB !== 'undefined'
    ? storedKeys(binding.clientId)
    : Promise.resolve(undefined);
}

/**
 * Looks up the key of `token`'s login now, so the app's first proof does not wait for it: the
 * early script calls it on a deep link, whose reads the app starts (opening IndexedDB is the slow
 * part, issue #34).
 */
export function warmDpopKey(token: string): void {
  void boundKeys(token);
}

/**
 * RFC 9449 proof of `token` for one request: ES256 over `htm`, `htu` (no query or fragment), `iat`,
 * a fresh `jti` and `ath`, the public key in the header. Undefined for a token bound to no key,
 * or when the key is missing: the API then refuses a bound token, as it should.
 */
export async function dpopProof(
  url: string,
  method: string,
  token: string,
): Promise<string | undefined> {
  const keys = await boundKeys(token);
  if (!keys) return undefined;
  const { crv, kty, x, y } = await crypto.subtle.exportKey('jwk', keys.publicKey);
  const htu = new URL(url, location.href);
  htu.search = '';
  htu.hash = '';
  const ath = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)));
  const input = `${encode({ alg: 'ES256', typ: 'dpop+jwt', jwk: { crv, kty, x, y } })}.${encode({
    jti: crypto.randomUUID(),
    htm: method,
    htu: htu.href,
    iat: Math.floor(Date.now() / 1000),
    ath,
  })}`;
  const signature = await crypto.subtle.sign(
    { name: 'ECDSA', hash: 'SHA-256' },
    keys.privateKey,
    new TextEncoder().encode(input),
  );
  return `${input}.${base64url(signature)}`;
}
