// `npm run size`, the last step of `npm test`: the byte budgets of issue #10 and issue #3, static
// and deterministic (ADR 028). Builds the portal and floor C in this run and reads from their
// build manifests which files a page loads (chunkGraph.mjs):
// - the logged-in /dashboard's JS ≤ DASHBOARD_TO_FLOOR_C × floor C's landing route (gzip);
// - every other shell route's cold load (shellRoutes.mjs reads them from the route table) ≤
//   ROUTE_TO_FLOOR_C × floor C, or its ratchet while it is over that (issue #34);
// - /404's JS ≤ NOT_FOUND_TO_FLOOR_C × floor C's (the bench measures it fetched, too);
// - each route's own chunk ≤ 25 kB gzip;
// - @vonk/ui's Button alone < 8 kB gzip beyond React and styled-components.
// Prints a Markdown table per route and one for the rest; exits 1 naming each budget exceeded and by how much.
import './check-node.mjs';
import { build } from 'vite';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BUTTON_BYTES,
  DASHBOARD_TARGET_TO_FLOOR_C,
  DASHBOARD_TO_FLOOR_C,
  NOT_FOUND_TO_FLOOR_C,
  ROUTE_CHUNK_BYTES,
  ROUTE_RATCHETS_KB,
  ROUTE_TO_FLOOR_C,
} from './lib/budgets.mjs';
import { lazyChunks } from './lib/chunkGraph.mjs';
import { gzipSize, kb } from './lib/compressedSize.mjs';
import { FLOOR_C_LANDING, buildFloorC, floorCDist, floorCManifest } from './lib/floorC.mjs';
import { DASHBOARD_LOAD, NOT_FOUND_LOAD, ROUTE_FOLDERS, shellRouteLoad } from './lib/pageLoads.mjs';
import { buildPortal, portalDist, portalManifest } from './lib/portalBuild.mjs';
import { routeVerdicts } from './lib/routeBudgets.mjs';
import { shellRoutes } from './lib/shellRoutes.mjs';
import { routePaths } from '../packages/domain/src/navigation/routePaths.ts';
import { staticJs } from './lib/staticJs.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const externals = ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'];
const conditions = ['@vonk/source', 'module', 'browser', 'production'];
const gzipOf = (dir) => (file) => gzipSize(readFileSync(join(dir, file)));
const sum = (values) => values.reduce((total, value) => total + value, 0);

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
  const size = sum(
    readdirSync(out)
      .filter((f) => f.endsWith('.js'))
      .map(gzipOf(out)),
  );
  rmSync(dir, { recursive: true, force: true });
  return size;
}

// 1. The logged-in dashboard against floor C, both built now.
await buildPortal({ logLevel: 'error' });
await buildFloorC();
const portal = portalManifest();
const { files: dashboardFiles, gzip: dashboard } = staticJs(portal, DASHBOARD_LOAD, portalDist);
const { files: floorFiles, gzip: floor } = staticJs(floorCManifest(), FLOOR_C_LANDING, floorCDist);
const dashboardBudget = Math.floor(DASHBOARD_TO_FLOOR_C * floor);
const { files: notFoundFiles, gzip: notFound } = staticJs(portal, NOT_FOUND_LOAD, portalDist);
const notFoundBudget = Math.floor(NOT_FOUND_TO_FLOOR_C * floor);

// 2. Every shell route's cold load (issue #34): the dashboard, then the route table's order.
const loads = [
  { name: 'dashboard', files: dashboardFiles, gzip: dashboard },
  ...shellRoutes().map((route) => ({
    name: route.name,
    ...staticJs(portal, shellRouteLoad(route), portalDist),
  })),
];
const { verdicts, problems } = routeVerdicts(loads, floor, {
  target: ROUTE_TO_FLOOR_C,
  ratchetsKb: ROUTE_RATCHETS_KB,
  fixed: {
    dashboard: { budget: DASHBOARD_TO_FLOOR_C, target: DASHBOARD_TARGET_TO_FLOOR_C },
  },
});
const times = (bytes) => `${(bytes / floor).toFixed(2)}×`;
console.log(
  [
    `| route (cold load, logged in) | JS files | JS gzip | × floor C (${kb(floor)}) | budget | target |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...verdicts.map((v, i) => {
      const budget = `${kb(v.budget)}${v.over ? ' **over budget**' : ''}`;
      const target = `${v.targetTimes.toFixed(2)}× = ${kb(v.target)}${v.overTarget ? ' (over target)' : ''}`;
      const hint = v.hint ? `; ${v.hint}` : '';
      return `| \`${routePaths[v.name].pattern}\` | ${loads[i].files.length} | ${kb(v.gzip)} | ${times(v.gzip)} | ${budget} | ${target}${hint} |`;
    }),
  ].join('\n'),
  '\n',
);

// 3. Each route's own chunk.
const routes = lazyChunks(portal, ROUTE_FOLDERS).map(({ key, file }) => ({
  name: key.replace(/^src\//, ''),
  gzip: gzipOf(portalDist)(file),
}));

// 4. @vonk/ui: everything, and Button alone.
const uiAll = await bundle(`export * from '@vonk/ui';`, 'ui');
const button = await bundle(`export { Button } from '@vonk/ui';`, 'button');

const rows = [
  {
    what: `floor C, landing route (${floorFiles.length} files)`,
    gzip: floor,
  },
  {
    what: `portal /dashboard logged in (${dashboardFiles.length} files, ${(dashboard / floor).toFixed(2)}× floor C)`,
    gzip: dashboard,
    budget: dashboardBudget,
    budgetText: `${DASHBOARD_TO_FLOOR_C}× floor C = ${kb(dashboardBudget)} (target ${DASHBOARD_TARGET_TO_FLOOR_C}×)`,
  },
  {
    what: `portal /404 (${notFoundFiles.length} files, ${(notFound / floor).toFixed(2)}× floor C)`,
    gzip: notFound,
    budget: notFoundBudget,
    budgetText: `${NOT_FOUND_TO_FLOOR_C.toFixed(2)}× floor C = ${kb(notFoundBudget)}`,
  },
  ...routes.map((route) => ({
    what: `route chunk \`${route.name}\``,
    gzip: route.gzip,
    budget: ROUTE_CHUNK_BYTES,
  })),
  { what: '@vonk/ui, every export (beyond React, styled-components)', gzip: uiAll },
  { what: '@vonk/ui, Button only', gzip: button, budget: BUTTON_BYTES },
];

const over = rows.filter((row) => row.budget !== undefined && row.gzip > row.budget);
const overRoutes = verdicts.filter((v) => v.over);
console.log(
  [
    '| What | gzip | budget |',
    '| --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.what} | ${kb(row.gzip)} | ${row.budgetText ?? (row.budget ? kb(row.budget) : '')}${over.includes(row) ? ' **over**' : ''} |`,
    ),
  ].join('\n'),
);

const failures = over.length + overRoutes.length;
if (failures > 0 || problems.length > 0) {
  console.error(
    [
      '',
      ...(failures > 0 ? [`${failures} size budget${failures === 1 ? '' : 's'} exceeded:`] : []),
      ...overRoutes.map(
        (v) =>
          `- \`${routePaths[v.name].pattern}\` cold load: ${kb(v.gzip)} gzip, budget ${kb(v.budget)}, over by ${kb(v.gzip - v.budget)} (target ${kb(v.target)})`,
      ),
      ...over.map(
        (row) =>
          `- ${row.what}: ${kb(row.gzip)} gzip, budget ${row.budgetText ?? kb(row.budget)}, over by ${kb(row.gzip - row.budget)}`,
      ),
      ...problems.map((problem) => `- ${problem}`),
    ].join('\n'),
  );
  process.exit(1);
}
