// The portal's production build, the same for e2e and the bench (`start.mjs --preview`) and the
// size budget (`bundle-size.mjs`): what one measures is what the other serves. The manifest lets
// chunkGraph.mjs trace which files a page loads.
import { build } from 'vite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from './staticJs.mjs';

export const portalRoot = fileURLToPath(new URL('../../apps/portal', import.meta.url));
export const portalDist = join(portalRoot, 'dist');

/** `vite build` of apps/portal into apps/portal/dist, with .vite/manifest.json. */
export async function buildPortal({ logLevel = 'warn' } = {}) {
  await build({ root: portalRoot, logLevel, build: { manifest: true } });
}

/** The build's manifest (see chunkGraph.mjs). */
export function portalManifest() {
  return readManifest(portalDist);
}
