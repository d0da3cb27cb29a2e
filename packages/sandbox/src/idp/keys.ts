import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';

export interface IdpKeys {
  /** Private signing keys (RS256) in JWK form for oidc-provider's `jwks`. */
  jwks: { keys: JWK[] };
  /** Keys that sign the IdP's cookies. */
  cookieKeys: string[];
}

/** Git-ignored; kept between starts so tokens and sessions survive a sandbox restart. */
export const KEYS_FILE = fileURLToPath(new URL('../../.keys/jwks.json', import.meta.url));

async function generate(): Promise<IdpKeys> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    jwks: {
      keys: [{ ...jwk, kid: `sandbox-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' }],
    },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function isIdpKeys(value: unknown): value is IdpKeys {
  const candidate = value as Partial<IdpKeys> | null;
  return (
    Array.isArray(candidate?.jwks?.keys) &&
    candidate.jwks.keys.length > 0 &&
    Array.isArray(candidate.cookieKeys)
  );
}

/** Reads the persisted keys, generating and saving them on first start (or when unreadable). */
export async function loadOrCreateKeys(file: string = KEYS_FILE): Promise<IdpKeys> {
  try {
    const stored: unknown = JSON.parse(await readFile(file, 'utf8'));
    if (isIdpKeys(stored)) return stored;
  } catch {
    // Missing or corrupt: generate below.
  }
  const keys = await generate();
  await mkdir(dirname(file), { recursive: true });
  // Write-then-rename: parallel test workers may start at once and must never read half a file.
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temporary, JSON.stringify(keys, null, 2), { mode: 0o600 });
  await rename(temporary, file);
  return keys;
}
