// What `vite build` leaves in dist/ for the production server (deploy/nginx, ADRs 054, 055):
// a brotli and a gzip copy of each text file, served as they are (no compression per request),
// and no source maps (they go to dist-sourcemaps/ beside the build, for an error tracker).
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files nginx may send precompressed. index.html is left alone: nginx writes its nonce. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each compressible file. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'vonk:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle(error?: Error) {
      // A failed build wrote nothing: its own error is the one to show, not a missing dist/.
      if (error) return;
      const files = (await filesIn(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !relative(outDir, file).startsWith('.'),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gz] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gzipAsync(source, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

/**
 * Moves the source maps (built `hidden`: no sourceMappingURL comment) out of dist/ into
 * `<root>/dist-sourcemaps/`, same relative paths, so what is deployed never contains them.
 */
export function sourceMapsAside(): Plugin {
  let outDir = '';
  let mapsDir = '';
  return {
    name: 'vonk:source-maps-aside',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = join(config.root, config.build.outDir);
      mapsDir = join(config.root, 'dist-sourcemaps');
    },
    async closeBundle(error?: Error) {
      // A failed build wrote nothing: its own error is the one to show, not a missing dist/.
      if (error) return;
      await rm(mapsDir, { recursive: true, force: true });
      const maps = (await filesIn(outDir)).filter((file) => file.endsWith('.map'));
      for (const file of maps) {
        const target = join(mapsDir, relative(outDir, file));
        await mkdir(dirname(target), { recursive: true });
        await rename(file, target);
      }
    },
  };
}
