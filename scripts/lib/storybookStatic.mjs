// Shared by test-stories.mjs and visual-stories.mjs: one lock per checkout around storybook-static,
// its build (skipped with STORIES_SKIP_BUILD=1), and a tiny static server on a free port.
import { spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..', '..');
export const outDir = join(root, 'storybook-static');
export const bin = (name) => join(root, 'node_modules', '.bin', name);
export const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.map': 'application/json',
};

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

/** Serves `dir` on 127.0.0.1 and a free port, without caching. */
export function serveStatic(dir) {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    let file = normalize(join(dir, decodeURIComponent(url.pathname)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end('Not found');
      return;
    }
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-store',
    });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

const lockDir = join(root, 'node_modules', '.cache', 'test-stories.lock');

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * One storybook-static user at a time per checkout: a parallel run would rebuild it under us.
 * A lock left by a dead process is taken over; the lock goes when this process exits.
 */
export async function acquireStorybookLock(tag) {
  mkdirSync(dirname(lockDir), { recursive: true });
  for (let waited = 0; ; waited += 2) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
      process.on('exit', () => rmSync(lockDir, { recursive: true, force: true }));
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(join(lockDir, 'pid'), 'utf8'));
      } catch {
        /* being written */
      }
      if (Number.isFinite(owner) && !isAlive(owner)) {
        rmSync(lockDir, { recursive: true, force: true });
        continue;
      }
      if (waited % 30 === 0) console.log(`[${tag}] another run (pid ${owner}) is busy; waiting…`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
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
