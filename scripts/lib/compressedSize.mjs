// The two sizes a browser really downloads for a text file: gzip (level 6, what most hosts and
// vite preview send) and brotli (quality 11, what a host with precompressed files sends). The
// static budget and the bench compress with these same functions, so their numbers compare.
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** gzip size in bytes, zlib's default level 6. */
export const gzipSize = (bytes) => gzipSync(bytes).length;

/** brotli size in bytes, zlib's default quality 11. */
export const brotliSize = (bytes) => brotliCompressSync(bytes).length;

/** `12.3 kB` (1 kB = 1024 bytes). */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
