import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routePaths as r } from '@vonk/domain';
import {
  WARM_LANDING,
  earlyChunk,
  landingPaths,
  outsideShellPrefixes,
  warmChunkLists,
  warmMetaName,
} from '../warmLanding.ts';
import type { Rolldown } from 'vite';
import { isOtherShellPage, warm } from './warmLanding.ts';

const otherShellPage = (pathname: string) =>
  isOtherShellPage(pathname, landingPaths, outsideShellPrefixes);

describe('isOtherShellPage: where the early script fetches the discovered shell routes', () => {
  it('is every screen of the shell but the landing page, with or without parameters', () => {
    for (const pathname of [
      r.invoices.href(),
      r.orderDetail.href({ orderId: 'ORD-1012' }),
      r.subscriptionsTv.href(),
      r.householdPending.href(),
      // Its path starts like /overstappen-afronden's, which is outside the shell.
      r.transfer.href(),
    ])
      expect(otherShellPage(pathname), pathname).toBe(true);
  });

  it('is not the landing page, nor a page outside the shell (spec §2.1)', () => {
    for (const pathname of [
      r.root.href(),
      r.dashboard.href(),
      r.notFound.href(),
      r.logout.href(),
      r.authCallback.href(),
      r.error.href(),
      r.maintenance.href(),
      r.agentLogin.href({ id: '10000001' }),
      r.completeTransfer.href(),
      r.completeTransfer.href({ reference: 'OV-123' }),
      r.unsubscribe.href(),
      r.returnLabel.href(),
      r.newUsername.href(),
      r.taskFeedback.href(),
    ])
      expect(otherShellPage(pathname), pathname).toBe(false);
  });
});

describe('warm: the chunks index.html names, fetched as module preloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });
  const named = (set: 'landing' | 'shellPage', files: string) => {
    const meta = document.createElement('meta');
    meta.name = warmMetaName(set);
    meta.content = files;
    document.head.append(meta);
  };
  const preloads = () =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map((link) => ({
      href: new URL(link.href).pathname,
      crossOrigin: link.crossOrigin,
    }));

  it("adds one <link rel=modulepreload crossorigin> per file of the set, as Vite's helper would", () => {
    named('landing', '/assets/Shell-1.js /assets/common-2.js');
    named('shellPage', '/assets/routes-3.js');
    warm(document, 'landing');
    expect(preloads()).toEqual([
      { href: '/assets/Shell-1.js', crossOrigin: '' },
      { href: '/assets/common-2.js', crossOrigin: '' },
    ]);
  });

  it('asks for a file once, also when two sets share it or a link is already there', () => {
    named('landing', '/assets/Shell-1.js /assets/Dashboard-2.js');
    named('shellPage', '/assets/routes-3.js /assets/Shell-1.js');
    warm(document, 'landing');
    warm(document, 'shellPage');
    warm(document, 'landing');
    expect(preloads().map(({ href }) => href)).toEqual([
      '/assets/Shell-1.js',
      '/assets/Dashboard-2.js',
      '/assets/routes-3.js',
    ]);
  });

  it('fetches nothing when the page names no chunks (an empty or missing list)', () => {
    named('landing', '');
    warm(document, 'landing');
    warm(document, 'shellPage');
    expect(preloads()).toEqual([]);
  });
});

describe('the warmLanding() plugin: the chunk lists and the import-free early script', () => {
  const at = (module: string) => resolve(import.meta.dirname, '..', module);
  const chunk = (fileName: string, modules: string[], imports: string[] = [], isEntry = false) => ({
    fileName,
    moduleIds: modules.map(at),
    imports,
    isEntry,
  });
  const chunks = [
    chunk('assets/index-1.js', ['src/main.tsx'], ['assets/preload-helper-1.js'], true),
    chunk('assets/preload-helper-1.js', ['vite/preload-helper.js']),
    chunk('assets/warmLanding-1.js', ['src/warmLanding.ts'], [], true),
    chunk(
      'assets/AuthCallbackPage-1.js',
      ['src/pages/auth-callback/AuthCallbackPage.tsx'],
      ['assets/index-1.js'],
    ),
    chunk(
      'assets/AuthenticatedShell-1.js',
      ['src/shell/AuthenticatedShell.tsx'],
      ['assets/index-1.js', 'assets/common-1.js'],
    ),
    chunk(
      'assets/DashboardPage-1.js',
      ['src/pages/dashboard/DashboardPage.tsx'],
      ['assets/common-1.js', 'assets/rules-1.js', 'assets/preload-helper-1.js'],
    ),
    chunk('assets/common-1.js', ['packages/ui/Card.tsx'], ['assets/index-1.js']),
    chunk('assets/rules-1.js', ['packages/domain/rules.ts']),
    chunk('assets/shellPageRoutes-1.js', ['src/shellPageRoutes.tsx']),
  ];

  it("lists each set's chunks and their static imports, without what index.html loads already", () => {
    expect(warmChunkLists(chunks, at('.'))).toEqual({
      callback: ['/assets/AuthCallbackPage-1.js'],
      landing: [
        '/assets/AuthenticatedShell-1.js',
        '/assets/common-1.js',
        '/assets/DashboardPage-1.js',
        '/assets/rules-1.js',
      ],
      shellPage: [
        '/assets/shellPageRoutes-1.js',
        '/assets/AuthenticatedShell-1.js',
        '/assets/common-1.js',
      ],
    });
  });

  it('fails the build when a module to warm is in no chunk (renamed or moved)', () => {
    expect(() =>
      warmChunkLists(
        chunks.filter(({ fileName }) => !fileName.includes('Dashboard')),
        at('.'),
      ),
    ).toThrow('no chunk holds src/pages/dashboard/DashboardPage.tsx');
  });

  const bundle = (imports: string[], dynamicImports: string[] = []) =>
    ({
      'assets/warmLanding-1.js': {
        type: 'chunk',
        fileName: 'assets/warmLanding-1.js',
        isEntry: true,
        facadeModuleId: WARM_LANDING,
        imports,
        dynamicImports,
      },
    }) as unknown as Rolldown.OutputBundle;

  it('finds the early script in the bundle', () => {
    expect(earlyChunk(bundle([]))?.fileName).toBe('assets/warmLanding-1.js');
  });

  it('fails the build when the early script imports a chunk: it would wait for it', () => {
    expect(() => earlyChunk(bundle(['assets/preload-helper-1.js']))).toThrow(
      'The early script (src/warmLanding.ts) imports assets/preload-helper-1.js',
    );
    expect(() => earlyChunk(bundle([], ['assets/DashboardPage-1.js']))).toThrow(
      'imports assets/DashboardPage-1.js',
    );
  });
});
