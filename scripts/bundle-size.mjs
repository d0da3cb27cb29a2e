// Measures what users download: the portal's entry and each lazy route chunk (gzip), the whole
// @vonk/ui package, and a consumer importing only Button (budget: < 8 kB gzip beyond React and
// styled-components, issue #3). Prints a Markdown table; exits 1 when a budget is exceeded.
import { build } from 'vite';
import { gzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const gzip = (file) => gzipSync(readFileSync(file)).length;
const BUTTON_BUDGET = 8 * 1024;
const externals = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];
const conditions = ['@vonk/source', 'module', 'browser', 'production'];

async function bundle(code, name) {
  // Inside the repo, so the workspace packages resolve.
  mkdirSync(join(root, 'node_modules/.cache'), { recursive: true });
  const dir = mkdtempSync(join(root, 'node_modules/.cache', `vonk-size-${name}-`));
  const entry = join(dir, 'entry.js');
  writeFileSync(entry, code);
  await build({
    root: dir,
    logLevel: 'error',
    configFile: false,
    resolve: { conditions },
    build: {
      outDir: join(dir, 'out'),
      lib: { entry, formats: ['es'], fileName: 'out' },
      rollupOptions: { external: externals },
      minify: true,
    },
  });
  const out = join(dir, 'out');
  const size = readdirSync(out)
    .filter((f) => f.endsWith('.js'))
    .reduce((sum, f) => sum + gzip(join(out, f)), 0);
  rmSync(dir, { recursive: true, force: true });
  return size;
}

// 1. The portal: entry and route chunks of a production build.
const portal = join(root, 'apps/portal');
await build({ root: portal, logLevel: 'error', build: { sourcemap: false } });
const assets = join(portal, 'dist/assets');
const html = readFileSync(join(portal, 'dist/index.html'), 'utf8');
const chunks = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => ({ file: f, gzip: gzip(join(assets, f)), entry: html.includes(f) }))
  .sort((a, b) => Number(b.entry) - Number(a.entry) || b.gzip - a.gzip);

// 2. @vonk/ui: everything, and Button alone.
const uiAll = await bundle(`export * from '@vonk/ui';`, 'ui');
const button = await bundle(`export { Button } from '@vonk/ui';`, 'button');

const lines = [
  '| What | gzip |',
  '| --- | --- |',
  ...chunks.map(
    (c) =>
      `| portal ${c.entry ? 'entry' : 'chunk'} \`${c.file.replace(/-[\w-]{8}\.js$/, '.js')}\` | ${kb(c.gzip)} |`,
  ),
  `| portal total JS | ${kb(chunks.reduce((s, c) => s + c.gzip, 0))} |`,
  `| @vonk/ui, every export (beyond React, styled-components) | ${kb(uiAll)} |`,
  `| @vonk/ui, Button only (budget 8 kB) | ${kb(button)} |`,
];
console.log(lines.join('\n'));
if (button > BUTTON_BUDGET) {
  console.error(
    `\nButton alone is ${kb(button)} gzip, over the 8 kB budget: @vonk/ui does not tree-shake.`,
  );
  process.exit(1);
}
