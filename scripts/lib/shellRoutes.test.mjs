// `node --test scripts/`: the size budget's routes come from the route table itself (issue #34),
// and every shell route of the path table has one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';
import { PUBLIC_ROUTES } from '../bench/pages.mjs';
import { SHELL_PAGE_ROUTES, lazyImports, parseShellRoutes, shellRoutes } from './shellRoutes.mjs';

const table = `
export function shellPageRoutes(services) {
  const { page, indexPage } = shellPageBuilders(services);
  return [
    page(r.invoices, {
      handle,
      children: [
        indexPage(handle, { lazy: () => import('./pages/rekeningen/InvoicesPage.tsx').then(x) }),
        page(r.invoiceDetail, { lazy: () => import('./pages/rekeningen/Detail.tsx') }),
      ],
    }),
    page(r.subscriptions, {
      lazy: () => import('./pages/abonnementen/SubscriptionsPage.tsx'),
      children: [page(r.subscriptionsCease, { lazy: () => import('./pages/x/CeaseFlow.tsx') })],
    }),
    page(r.later, { handle }),
  ];
}`;

test('a page, its index screen and nested flows each take the lazy modules of their matches', () => {
  assert.deepEqual(parseShellRoutes(table), [
    { name: 'invoices', index: true, takes: ['src/pages/rekeningen/InvoicesPage.tsx'] },
    { name: 'invoiceDetail', index: false, takes: ['src/pages/rekeningen/Detail.tsx'] },
    {
      name: 'subscriptions',
      index: false,
      takes: ['src/pages/abonnementen/SubscriptionsPage.tsx'],
    },
    {
      name: 'subscriptionsCease',
      index: false,
      takes: ['src/pages/abonnementen/SubscriptionsPage.tsx', 'src/pages/x/CeaseFlow.tsx'],
    },
    { name: 'later', index: false, takes: [] },
  ]);
});

test('a table it cannot read fails loudly instead of measuring less', () => {
  assert.throws(
    () => parseShellRoutes('export function other() { return []; }'),
    /shellPageRoutes/,
  );
  assert.throws(
    () => parseShellRoutes('export function shellPageRoutes() { return [route(r.x, {})]; }'),
    /Unknown route builder/,
  );
});

test('every shell route of the path table is measured: the dashboard or a route of the table', () => {
  const measured = new Set(['dashboard', ...shellRoutes().map((route) => route.name)]);
  const shell = Object.keys(routePaths).filter((name) => !PUBLIC_ROUTES.has(name));
  assert.deepEqual(
    shell.filter((name) => !measured.has(name)),
    [],
    'a shell route without a row in `npm run size`: declare it in shellPageRoutes.tsx',
  );
  for (const { name } of shellRoutes()) assert.ok(name in routePaths, `${name} not in routePaths`);
});

test('every lazy module of the route table belongs to a measured route', () => {
  const taken = new Set(shellRoutes().flatMap((route) => route.takes));
  const imported = lazyImports(readFileSync(SHELL_PAGE_ROUTES, 'utf8'));
  assert.ok(imported.length > 20);
  assert.deepEqual(
    imported.filter((key) => !taken.has(key)),
    [],
  );
});
