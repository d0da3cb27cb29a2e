// The JS of a page load as the build says it (chunkGraph.mjs), with gzip and brotli sizes read
// from the built files.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chunksLoaded } from './chunkGraph.mjs';
import { brotliSize, gzipSize } from './compressedSize.mjs';

/** @returns {{ files: string[], gzip: number, brotli: number }} */
export function staticJs(manifest, load, dist) {
  const files = chunksLoaded(manifest, load);
  const bytes = files.map((file) => readFileSync(join(dist, file)));
  const total = (size) => bytes.reduce((sum, content) => sum + size(content), 0);
  return { files, gzip: total(gzipSize), brotli: total(brotliSize) };
}

/** The Vite manifest of the build in `dist`, or an error saying to build first. */
export function readManifest(dist) {
  const path = join(dist, '.vite/manifest.json');
  if (!existsSync(path)) {
    throw new Error(`${path} is missing: build first (without --skip-build).`);
  }
  return JSON.parse(readFileSync(path, 'utf8'));
}
