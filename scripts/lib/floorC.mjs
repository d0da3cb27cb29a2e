// Floor C (ADR 028): bench/floor-c, a minimal app on the portal's own installed libraries, built
// the way the portal is (vite, @vitejs/plugin-react, production, manifest, the nonce placeholder,
// precompressed .br/.gz) and served by the same server (the production nginx, ADR 083), so
// whatever separates the two numbers is our code.
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from '../../apps/portal/productionFiles.ts';
import { startNginx } from './nginx.mjs';
import { readManifest } from './staticJs.mjs';

export const floorCRoot = fileURLToPath(new URL('../../bench/floor-c', import.meta.url));
export const floorCDist = join(floorCRoot, 'dist');

/** What floor C's landing route loads: the entry and its one lazy route. */
export const FLOOR_C_LANDING = { entry: 'index.html', takes: ['src/Home.tsx'] };

/** A production build of floor C in bench/floor-c/dist (with .vite/manifest.json). */
export async function buildFloorC() {
  await build({
    root: floorCRoot,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    plugins: [react(), precompress()],
    // As the portal: nginx writes a fresh nonce here, styled-components reads it (ADR 053).
    html: { cspNonce: 'VONK_CSP_NONCE' },
    // Relative to root: precompress() joins root and outDir.
    build: { outDir: 'dist', manifest: true, reportCompressedSize: false },
  });
}

/** The build's manifest (see chunkGraph.mjs). */
export function floorCManifest() {
  return readManifest(floorCDist);
}

/**
 * Serves the build through the portal's production server config (deploy/nginx: same headers,
 * CSP, cache rules, precompressed brotli), as `start.mjs --nginx` serves the portal; floor C
 * never calls the API, so the upstream is only there to fill in the template. `stop()` when done.
 */
export async function serveFloorC({ port, host, apiUpstream, idpOrigin }) {
  return startNginx({
    port,
    host,
    dist: floorCDist,
    apiUpstream,
    idpOrigin,
    mediaOrigin: idpOrigin,
    testSwitch: 'off',
  });
}
