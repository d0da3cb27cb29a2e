// Floor C (ADR 028): bench/floor-c, a minimal app on the portal's own installed libraries, built
// the way the portal is (vite, @vitejs/plugin-react, production, manifest) and served by the same
// server (vite preview), so whatever separates the two numbers is our code.
import react from '@vitejs/plugin-react';
import { build, preview } from 'vite';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readManifest } from './staticJs.mjs';

export const floorCRoot = fileURLToPath(new URL('../../bench/floor-c', import.meta.url));
export const floorCDist = join(floorCRoot, 'dist');

/** What floor C's landing route loads: the entry and its one lazy route. */
export const FLOOR_C_LANDING = { entry: 'index.html', takes: ['src/Home.tsx'] };

const config = (port) => ({
  root: floorCRoot,
  configFile: false,
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: floorCDist, manifest: true, reportCompressedSize: false },
  preview: { host: 'localhost', port, strictPort: true },
});

/** A production build of floor C in bench/floor-c/dist (with .vite/manifest.json). */
export async function buildFloorC() {
  await build({ ...config(), mode: 'production' });
}

/** The build's manifest (see chunkGraph.mjs). */
export function floorCManifest() {
  return readManifest(floorCDist);
}

/** Serves the build like the portal's `start.mjs --preview` does; `close()` when done. */
export async function serveFloorC(port) {
  return preview(config(port));
}
