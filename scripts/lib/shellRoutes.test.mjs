// `node --test scripts/`: the size budget's routes come from the areas' route tables themselves
// (issue #34, ADR 151), every shell route of the path table has one, and each counts its own
// area's table.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';
import { PUBLIC_ROUTES } from '../bench/pages.mjs';
import { shellRouteLoad } from './pageLoads.mjs';
import {
  SHELL_AREA_FOLDER,
  lazyImports,
  parseShellRoutes,
  shellAreaTables,
  shellRoutes,
  tableSource,
} from './shellRoutes.mjs';

const TABLE = 'src/shellRoutes/rekeningen.tsx';
const table = `
export function areaRoutes(services) {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.invoices, {
      handle,
      children: [
        indexPage(handle, { lazy: () => import('../pages/rekeningen/InvoicesPage.tsx').then(x) }),
        page(r.invoiceDetail, { lazy: () => import('../pages/rekeningen/Detail.tsx') }),
      ],
    }),
    page(r.subscriptions, {
      lazy: () => import('../pages/abonnementen/SubscriptionsPage.tsx'),
      children: [page(r.subscriptionsCease, { lazy: () => import('../pages/x/CeaseFlow.tsx') })],
    }),
    page(r.later, { handle }),
  ];
}`;

test('a page, its index screen and nested flows each take the lazy modules of their matches', () => {
  const t = TABLE;
  assert.deepEqual(parseShellRoutes(table, TABLE), [
    { name: 'invoices', index: true, table: t, takes: ['src/pages/rekeningen/InvoicesPage.tsx'] },
    { name: 'invoiceDetail', index: false, table: t, takes: ['src/pages/rekeningen/Detail.tsx'] },
    {
      name: 'subscriptions',
      index: false,
      table: t,
      takes: ['src/pages/abonnementen/SubscriptionsPage.tsx'],
    },
    {
      name: 'subscriptionsCease',
      index: false,
      table: t,
      takes: ['src/pages/abonnementen/SubscriptionsPage.tsx', 'src/pages/x/CeaseFlow.tsx'],
    },
    { name: 'later', index: false, table: t, takes: [] },
  ]);
});

test('a table it cannot read fails loudly instead of measuring less', () => {
  assert.throws(
    () => parseShellRoutes('export function other() { return []; }', TABLE),
    /No function areaRoutes in the route table src\/shellRoutes\/rekeningen\.tsx/,
  );
  assert.throws(
    () => parseShellRoutes('export function areaRoutes() { return [route(r.x, {})]; }', TABLE),
    /Unknown route builder/,
  );
  assert.throws(
    () => parseShellRoutes('export function areaRoutes() { return []; }', TABLE),
    /returns no routes/,
  );
});

test('every shell route of the path table is measured: the dashboard or a route of the table', () => {
  const measured = new Set(['dashboard', ...shellRoutes().map((route) => route.name)]);
  const shell = Object.keys(routePaths).filter((name) => !PUBLIC_ROUTES.has(name));
  assert.deepEqual(
    shell.filter((name) => !measured.has(name)),
    [],
    'a shell route without a row in `npm run size`: declare it in its area’s table (shellRoutes/)',
  );
  for (const { name } of shellRoutes()) assert.ok(name in routePaths, `${name} not in routePaths`);
});

test('every lazy module of the route tables belongs to a measured route', () => {
  const taken = new Set(shellRoutes().flatMap((route) => route.takes));
  const imported = shellAreaTables().flatMap((key) => lazyImports(tableSource(key), key));
  assert.ok(imported.length > 20);
  assert.deepEqual(
    imported.filter((key) => !taken.has(key)),
    [],
  );
});

test('every area table in the folder is loaded by the app and read here, each once', () => {
  const tables = shellAreaTables();
  const folder = fileURLToPath(new URL(`../../apps/portal/${SHELL_AREA_FOLDER}`, import.meta.url));
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => `${SHELL_AREA_FOLDER}${name}`);
  assert.deepEqual([...tables].sort(), files.sort());
  assert.equal(new Set(tables).size, tables.length);
  assert.ok(tables.length > 5);
});

test("a route's cold load counts its own area's table, no other", () => {
  const routes = shellRoutes();
  const byName = new Map(routes.map((route) => [route.name, route]));
  const load = (name) => shellRouteLoad(byName.get(name)).takes;
  assert.ok(load('invoiceDetail').includes('src/shellRoutes/rekeningen.tsx'));
  assert.ok(load('subscriptionsCease').includes('src/shellRoutes/abonnementen.tsx'));
  assert.ok(load('privacyDataRequest').includes('src/shellRoutes/mijn-gegevens.tsx'));
  for (const route of routes) {
    const tables = load(route.name).filter((key) => key.startsWith(SHELL_AREA_FOLDER));
    assert.deepEqual(tables, [route.table], route.name);
  }
});
