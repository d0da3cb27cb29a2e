import { NONCE_LENGTH } from './authConstants.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A random nonce of spec §5's length (45), from Web Crypto. */
export function createNonce(length: number = NONCE_LENGTH): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 64 symbols: a byte modulo 64 is unbiased.
  return Array.from(bytes, (byte) => ALPHABET[byte % 64]).join('');
}
