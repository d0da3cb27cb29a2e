// Shared by the story runners (test-stories, visual-stories, docs-pages): the storybook-static
// build (skipped with STORIES_SKIP_BUILD=1) and a static server for it on a free port. One run per
// checkout at a time: a parallel one would rebuild storybook-static under it (on a shared machine,
// wrap runs in `flock /tmp/vonk-browser.lock`, docs/recipes.md).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { preview } from 'vite';

export const root = resolve(import.meta.dirname, '..', '..');
export const outDir = join(root, 'storybook-static');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
export const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

/** Runs a command in the repo root with inherited output; resolves its exit code. */
export function run(cmd, args, env = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    const forward = (signal) => child.kill(signal);
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      done(code ?? (signal ? 1 : 0));
    });
  });
}

/** Serves storybook-static on 127.0.0.1 and a free port (Vite's preview server, no SPA fallback). */
export async function serveStatic() {
  const server = await preview({
    configFile: false,
    root,
    appType: 'mpa',
    logLevel: 'silent',
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: true },
  });
  return { url: server.resolvedUrls.local[0].replace(/\/$/, ''), close: () => server.close() };
}

/**
 * Builds storybook-static unless STORIES_SKIP_BUILD=1; exits the process on failure.
 * `test: true` is Storybook's `build --test`: stories only, no docs pages, docgen, sourcemaps or
 * tree shaking — about a quarter of the full build's CPU, and all the story runner needs (ADR 076).
 */
export async function ensureStorybookBuild(tag, { test = false } = {}) {
  if (process.env.STORIES_SKIP_BUILD === '1') {
    if (!existsSync(join(outDir, 'index.json'))) {
      console.error(`[${tag}] STORIES_SKIP_BUILD=1 but storybook-static/index.json is missing`);
      process.exit(1);
    }
    return;
  }
  const buildStart = Date.now();
  const code = await run(
    bin('storybook'),
    [
      'build',
      '-o',
      'storybook-static',
      '--quiet',
      '--disable-telemetry',
      ...(test ? ['--test'] : []),
    ],
    {
      STORYBOOK_DISABLE_TELEMETRY: '1',
    },
  );
  if (code !== 0) {
    console.error(`[${tag}] storybook build failed (${code})`);
    process.exit(code);
  }
  console.log(`[${tag}] built storybook-static in ${seconds(buildStart)}`);
}
