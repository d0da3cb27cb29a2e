// Runs every story as a test in headless Chromium: build static Storybook, serve it on a free
// port, run @storybook/test-runner (play functions + axe WCAG 2.2 AA), exit with its code.
// STORIES_SKIP_BUILD=1 reuses an existing storybook-static/.
import { spawn } from 'node:child_process';
import {
  existsSync,
  createReadStream,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const outDir = join(root, 'storybook-static');
const bin = (name) => join(root, 'node_modules', '.bin', name);

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

function run(cmd, args, env = {}) {
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

function serve(dir) {
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

// One run at a time per checkout: parallel runs would rebuild storybook-static under each other.
const lockDir = join(root, 'node_modules', '.cache', 'test-stories.lock');
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
async function acquireLock() {
  mkdirSync(dirname(lockDir), { recursive: true });
  for (let waited = 0; ; waited += 2) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), String(process.pid));
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
      if (waited % 30 === 0)
        console.log(`[test-stories] another run (pid ${owner}) is busy; waiting…`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}
const releaseLock = () => rmSync(lockDir, { recursive: true, force: true });
await acquireLock();
process.on('exit', releaseLock);

const started = Date.now();
const seconds = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;

if (process.env.STORIES_SKIP_BUILD !== '1') {
  const buildStart = Date.now();
  const code = await run(
    bin('storybook'),
    ['build', '-o', 'storybook-static', '--quiet', '--disable-telemetry'],
    {
      STORYBOOK_DISABLE_TELEMETRY: '1',
    },
  );
  if (code !== 0) {
    console.error(`[test-stories] storybook build failed (${code})`);
    process.exit(code);
  }
  console.log(`[test-stories] built storybook-static in ${seconds(buildStart)}`);
} else if (!existsSync(join(outDir, 'index.json'))) {
  console.error('[test-stories] STORIES_SKIP_BUILD=1 but storybook-static/index.json is missing');
  process.exit(1);
}

const server = await serve(outDir);
const { port } = server.address();
const testStart = Date.now();
let exitCode = 1;
try {
  exitCode = await run(
    bin('test-storybook'),
    [
      '--url',
      `http://127.0.0.1:${port}`,
      '--maxWorkers=2',
      '--ci',
      '--no-cache',
      ...process.argv.slice(2),
    ],
    { CI: 'true', TEST_BROWSERS: 'chromium', FORCE_COLOR: '0' },
  );
} finally {
  server.close();
  server.closeAllConnections?.();
}
console.log(
  `[test-stories] test-storybook finished in ${seconds(testStart)} (total ${seconds(started)}), exit ${exitCode}`,
);
process.exit(exitCode);
