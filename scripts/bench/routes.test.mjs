// `node --test scripts/`: which shell routes the bench loads and tours (issue #34), as whom, and
// when a route counts as there.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Window } from 'happy-dom';
import { shellRoutes } from '../lib/shellRoutes.mjs';
import {
  NOT_BENCHED,
  ROUTE_LANDINGS,
  benchRoutes,
  byPersona,
  contentReady,
  selectRoutes,
} from './routes.mjs';

test('every route of the route table is benched or left out with a reason, the dashboard first', () => {
  const table = shellRoutes();
  const benched = benchRoutes(table);
  assert.equal(benched[0].name, 'dashboard');
  assert.equal(benched[0].takes, null);
  const names = new Set(benched.map((route) => route.name));
  for (const route of table) {
    assert.ok(
      names.has(route.name) || Object.hasOwn(NOT_BENCHED, route.name),
      `${route.name}: bench it (ROUTE_LANDINGS if not jan's) or say why not in NOT_BENCHED`,
    );
  }
  for (const name of [...Object.keys(NOT_BENCHED), ...Object.keys(ROUTE_LANDINGS)]) {
    assert.ok(
      table.some((route) => route.name === name),
      `${name} is not in the route table`,
    );
  }
  for (const route of benched) assert.doesNotMatch(route.href, /:/, route.name);
});

test('a route with a parameter gets the persona’s value; a route not jan’s its persona', () => {
  const table = [
    {
      name: 'invoiceDetail',
      index: false,
      table: 'src/shellRoutes/rekeningen.tsx',
      takes: ['src/pages/rekeningen/InvoiceDetailPage.tsx'],
    },
    {
      name: 'transfer',
      index: false,
      table: 'src/shellRoutes/overstappen.tsx',
      takes: ['src/pages/overstappen/TransferPage.tsx'],
    },
    {
      name: 'demo',
      index: false,
      table: 'src/shellRoutes/cms.tsx',
      takes: ['src/pages/demo/DemoPage.tsx'],
    },
  ];
  assert.deepEqual(benchRoutes(table), [
    {
      name: 'dashboard',
      href: '/dashboard',
      pattern: '/dashboard',
      persona: 'jan',
      table: null,
      takes: null,
    },
    {
      name: 'invoiceDetail',
      href: '/rekeningen/inv-2026100001',
      pattern: '/rekeningen/:invoiceId',
      persona: 'jan',
      table: 'src/shellRoutes/rekeningen.tsx',
      takes: ['src/pages/rekeningen/InvoiceDetailPage.tsx'],
    },
    {
      name: 'transfer',
      href: '/overstappen',
      pattern: '/overstappen',
      persona: 'sanne',
      table: 'src/shellRoutes/overstappen.tsx',
      takes: ['src/pages/overstappen/TransferPage.tsx'],
    },
  ]);
  assert.throws(
    () => benchRoutes([{ name: 'orderDetailX', takes: [] }]),
    /names orderDetailX, the path table does not/,
  );
});

test('--routes picks by path, pattern or name, in the table’s order; an unknown one is refused', () => {
  const all = benchRoutes();
  const picked = selectRoutes(all, ['/rekeningen', '/dashboard', '/rekeningen/:invoiceId', 'cms']);
  assert.deepEqual(
    picked.map((route) => route.name),
    ['dashboard', 'invoices', 'invoiceDetail', 'cms'],
  );
  assert.equal(selectRoutes(all, undefined), all);
  assert.throws(
    () => selectRoutes(all, ['/dashboard', '/rekening']),
    /--routes: unknown \/rekening\. Known: \/dashboard, /,
  );
});

test('one login per persona: the routes grouped by persona, each group in the table’s order', () => {
  const route = (name, persona) => ({ name, persona });
  assert.deepEqual(
    byPersona([route('a', 'jan'), route('b', 'sanne'), route('c', 'jan'), route('d', 'storing')]),
    [
      { persona: 'jan', routes: [route('a', 'jan'), route('c', 'jan')] },
      { persona: 'sanne', routes: [route('b', 'sanne')] },
      { persona: 'storing', routes: [route('d', 'storing')] },
    ],
  );
});

/** `contentReady` in a page at `path` whose <body> is `html`. */
function readyIn(path, html, pathname = path) {
  const window = new Window({ url: `https://localhost:5443${path}` });
  window.document.body.innerHTML = html;
  const saved = { document: globalThis.document, location: globalThis.location };
  Object.assign(globalThis, { document: window.document, location: window.location });
  globalThis.Node ??= window.Node;
  try {
    return contentReady(pathname);
  } finally {
    Object.assign(globalThis, saved);
    window.close();
  }
}

test('a route is there with its h1 and content after it, nothing loading', () => {
  const page = (content, extra = '') =>
    `<div data-loading-state="${extra || 'complete'}"></div><main><header><h1>Rekeningen</h1></header>${content}</main>`;
  const content = '<section><p>Je hebt geen openstaande rekeningen.</p></section>';
  assert.equal(readyIn('/rekeningen', page(content)), true);
  // Anywhere when asked without a path (after a login).
  assert.equal(readyIn('/rekeningen', page(content), undefined), true);
  // Another route's URL (a guard's redirect, or the change not there yet).
  assert.equal(readyIn('/dashboard', page(content), '/rekeningen'), false);
  // The h1 alone: the shell renders it from the route's handle.
  assert.equal(readyIn('/rekeningen', page('')), false);
  assert.equal(readyIn('/rekeningen', '<main><p>Tekst</p><h1>Rekeningen</h1></main>'), false);
  assert.equal(readyIn('/rekeningen', '<main><h1> </h1><p>Tekst</p></main>'), false);
  // Still loading: a skeleton, a busy region, a spinner, the shell's loading bar.
  for (const loading of [
    '<div aria-busy="true"><span data-skeleton=""></span></div>',
    '<span data-skeleton=""></span>',
    '<span role="status"><svg data-spinner=""></svg><span>Laden...</span></span>',
  ]) {
    assert.equal(readyIn('/rekeningen', page(content + loading)), false, loading);
  }
  assert.equal(readyIn('/rekeningen', page(content, 'loading')), false);
});
