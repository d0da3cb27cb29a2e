// `node --test scripts/`: which chunks a page load counts, on a manifest shaped like the portal's.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { chunksLoaded, lazyChunks } from './chunkGraph.mjs';

// entry → shared (static); entry ⇢ shell, dashboard, invoices, config parser (lazy);
// shell → menu (static), shell ⇢ oidc (lazy: sign-in only); dashboard → shared, card.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: [
      'src/config/parse.ts',
      'src/shell/Shell.tsx',
      'src/pages/dashboard/Dashboard.tsx',
      'src/pages/invoices/Invoices.tsx',
    ],
  },
  'src/early.ts': {
    file: 'assets/early.js',
    isEntry: true,
    imports: ['_helper.js'],
    dynamicImports: ['src/shell/Shell.tsx'],
  },
  '_helper.js': { file: 'assets/helper.js' },
  '_shared.js': { file: 'assets/shared.js' },
  '_menu.js': { file: 'assets/menu.js', imports: ['_shared.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['index.html'] },
  '_table.js': { file: 'assets/table.js' },
  'src/config/parse.ts': { file: 'assets/parse.js', isDynamicEntry: true },
  'src/shell/Shell.tsx': {
    file: 'assets/Shell.js',
    isDynamicEntry: true,
    imports: ['index.html', '_menu.js'],
    dynamicImports: ['node_modules/oidc/index.js'],
  },
  'node_modules/oidc/index.js': { file: 'assets/oidc.js', isDynamicEntry: true },
  'src/pages/dashboard/Dashboard.tsx': {
    file: 'assets/Dashboard.js',
    isDynamicEntry: true,
    imports: ['_shared.js', '_card.js'],
  },
  'src/pages/invoices/Invoices.tsx': {
    file: 'assets/Invoices.js',
    isDynamicEntry: true,
    imports: ['_card.js', '_table.js'],
  },
};

const dashboard = {
  takes: ['src/config/parse.ts', 'src/shell/Shell.tsx', 'src/pages/dashboard/Dashboard.tsx'],
};

test('the entry alone is the entry and its static imports', () => {
  assert.deepEqual(chunksLoaded(manifest), ['assets/index.js', 'assets/shared.js']);
});

test('a page counts the lazy modules it takes and their static imports, once each', () => {
  assert.deepEqual(chunksLoaded(manifest, dashboard).sort(), [
    'assets/Dashboard.js',
    'assets/Shell.js',
    'assets/card.js',
    'assets/index.js',
    'assets/menu.js',
    'assets/parse.js',
    'assets/shared.js',
  ]);
});

test('lazy imports the page does not take are not counted (other routes, sign-in code)', () => {
  const files = chunksLoaded(manifest, dashboard);
  for (const notLoaded of ['assets/Invoices.js', 'assets/table.js', 'assets/oidc.js']) {
    assert.ok(!files.includes(notLoaded), notLoaded);
  }
});

test('a lazy module taken only behind another lazy module is reached through it', () => {
  const files = chunksLoaded(manifest, {
    takes: ['src/shell/Shell.tsx', 'node_modules/oidc/index.js'],
  });
  assert.ok(files.includes('assets/oidc.js'));
});

test('a module the page takes but nothing it loads imports lazily is an error', () => {
  assert.throws(
    () => chunksLoaded(manifest, { takes: ['node_modules/oidc/index.js'] }),
    /node_modules\/oidc\/index\.js never imported lazily/,
  );
});

test('a module that moved (not in the manifest) is an error that says so', () => {
  assert.throws(
    () => chunksLoaded(manifest, { takes: ['src/pages/dashboard/Old.tsx'] }),
    /src\/pages\/dashboard\/Old\.tsx not in the build manifest/,
  );
});

test('an entry that is not an entry is an error', () => {
  assert.throws(() => chunksLoaded(manifest, { entry: '_shared.js' }), /not an entry/);
  assert.throws(() => chunksLoaded(manifest, { also: ['_menu.js'] }), /_menu\.js is not an entry/);
});

test('a further entry of the page counts with its static imports, its lazy ones only if taken', () => {
  assert.deepEqual(chunksLoaded(manifest, { also: ['src/early.ts'] }), [
    'assets/index.js',
    'assets/early.js',
    'assets/shared.js',
    'assets/helper.js',
  ]);
  assert.ok(
    chunksLoaded(manifest, { also: ['src/early.ts'], takes: ['src/shell/Shell.tsx'] }).includes(
      'assets/Shell.js',
    ),
  );
});

test('lazyChunks lists the lazily imported modules under the given folders', () => {
  assert.deepEqual(lazyChunks(manifest, ['src/pages/', 'src/shell/']), [
    { key: 'src/pages/dashboard/Dashboard.tsx', file: 'assets/Dashboard.js' },
    { key: 'src/pages/invoices/Invoices.tsx', file: 'assets/Invoices.js' },
    { key: 'src/shell/Shell.tsx', file: 'assets/Shell.js' },
  ]);
});
