// The published packages as a consumer gets them: `npm pack` @vonk/ui and @vonk/domain (built
// beforehand by `npm run test:consumer`), install the tarballs with their declared dependencies
// into an app outside the repo (so nothing resolves through the workspace), then
//   1. type-check a consumer file strictly, WITHOUT skipLibCheck (scripts/consumer-smoke/), and
//   2. server-render components and import @vonk/domain in plain Node.
// The peers are pinned to the versions the repo installed, so npm takes them from its cache.
// Set VONK_KEEP_CONSUMER=1 to keep the app for a look.
import './check-node.mjs';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = join(root, 'scripts/consumer-smoke');
const app = mkdtempSync(join(tmpdir(), 'vonk-consumer-'));
const started = Date.now();
const run = (cmd, args, cwd = app) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const times = [];
const step = (label, fn) => {
  const t = Date.now();
  const result = fn();
  times.push(`${label} ${((Date.now() - t) / 1000).toFixed(1)} s`);
  return result;
};
const installed = (name) =>
  JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

try {
  const tarballs = {};
  for (const [name, dir] of [
    ['@vonk/ui', 'packages/ui'],
    ['@vonk/domain', 'packages/domain'],
  ]) {
    const out = step(`pack ${name}`, () =>
      run(
        'npm',
        ['pack', '--json', '--ignore-scripts', '--pack-destination', app],
        join(root, dir),
      ),
    );
    tarballs[name] = `file:./${JSON.parse(out)[0].filename}`;
  }
  const peers = [
    'react',
    'react-dom',
    'styled-components',
    'swr',
    '@types/react',
    '@types/react-dom',
    '@types/node',
  ];
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'vonk-consumer',
      private: true,
      type: 'module',
      dependencies: { ...tarballs, ...Object.fromEntries(peers.map((p) => [p, installed(p)])) },
    }),
  );
  step('install', () =>
    run('npm', [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      '--loglevel=error',
    ]),
  );
  cpSync(fixture, app, { recursive: true });

  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  try {
    step('type check', () => run(process.execPath, [tsc, '-p', 'tsconfig.json']));
  } catch (error) {
    throw new Error(`strict type check of the packed declarations failed:\n${error.stdout}`);
  }
  try {
    process.stdout.write(step('render', () => run(process.execPath, ['render.mjs'])));
  } catch (error) {
    throw new Error(`server render in Node failed:\n${error.stderr}`);
  }
  console.log(
    `consumer-smoke: packed, installed, type-checked and rendered in ${((Date.now() - started) / 1000).toFixed(1)} s (${times.join(', ')})`,
  );
} catch (error) {
  console.error(`consumer-smoke: ${error.message}\n(${times.join(', ')})`);
  if (!process.env.VONK_KEEP_CONSUMER)
    console.error('(VONK_KEEP_CONSUMER=1 keeps the app to look at)');
  process.exitCode = 1;
} finally {
  if (process.env.VONK_KEEP_CONSUMER) console.log(`consumer app kept at ${app}`);
  else rmSync(app, { recursive: true, force: true });
}
