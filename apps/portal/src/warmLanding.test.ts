import { resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routePaths as r } from '@vonk/domain';
import {
  AUTH_CHUNK_MODULE,
  WARM_LANDING,
  authChunk,
  earlyChunk,
  entryChunk,
  shellAreas,
  warmChunkLists,
  warmLanding,
  warmMetaName,
  warmSets,
} from '../warmLanding.ts';
import type { Rolldown } from 'vite';
import { SHELL_AREAS } from './shellAreas.ts';
import { shellAreaFor } from './shellAreaRoutes.ts';
import type { EarlySignIn, RedeemEarly } from '@vonk/domain';
import {
  EARLY_SIGN_IN_META,
  ENTRY_META,
  shellAreaAt,
  settledWithin,
  startEarlySignIn,
  startEntry,
  warm,
  warmIntl,
} from './warmLanding.ts';

describe("shellAreaAt: which area's route table the early script fetches (ADR 151)", () => {
  it("is the area of every screen of the shell but the landing page, as the app's own matching", () => {
    for (const [name, { pattern }] of Object.entries(r)) {
      const pathname = pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x') || '/';
      expect(shellAreaAt(pathname, shellAreas), name).toBe(shellAreaFor(pathname));
    }
    expect(shellAreaAt(r.orderDetail.href({ orderId: 'ORD-1012' }), shellAreas)).toBe(
      'bestellingen',
    );
    expect(shellAreaAt(r.householdPending.href(), shellAreas)).toBe('klantvoordeel');
    // Its path starts like /overstappen-afronden's, which is outside the shell.
    expect(shellAreaAt(r.transfer.href(), shellAreas)).toBe('overstappen');
  });

  it('is none for the landing page, nor a page outside the shell (spec §2.1)', () => {
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
      expect(shellAreaAt(pathname, shellAreas), pathname).toBeUndefined();
  });
});

describe('warm: the chunks index.html names, fetched as module preloads', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });
  const named = (set: 'landing' | 'area-rekeningen', files: string) => {
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
    named('area-rekeningen', '/assets/routes-3.js');
    warm(document, 'landing');
    expect(preloads()).toEqual([
      { href: '/assets/Shell-1.js', crossOrigin: '' },
      { href: '/assets/common-2.js', crossOrigin: '' },
    ]);
  });

  it('asks for a file once, also when two sets share it or a link is already there', () => {
    named('landing', '/assets/Shell-1.js /assets/Dashboard-2.js');
    named('area-rekeningen', '/assets/routes-3.js /assets/Shell-1.js');
    warm(document, 'landing');
    warm(document, 'area-rekeningen');
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
    warm(document, 'area-rekeningen');
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
    chunk('assets/shellAreaRoutes-1.js', ['src/shellAreaRoutes.ts'], ['assets/index-1.js']),
    ...Object.keys(SHELL_AREAS).map((area) =>
      chunk(`assets/${area}-1.js`, [`src/shellRoutes/${area}.tsx`], ['assets/preload-helper-1.js']),
    ),
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
      // Each area: its own table only, the areas' index and the shell.
      ...Object.fromEntries(
        Object.keys(SHELL_AREAS).map((area) => [
          `area-${area}`,
          [
            `/assets/${area}-1.js`,
            '/assets/shellAreaRoutes-1.js',
            '/assets/AuthenticatedShell-1.js',
            '/assets/common-1.js',
          ],
        ]),
      ),
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

describe('the callback page redeems its code before the entry (ADR 107)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });
  const name = (metaName: string, content: string) => {
    const meta = document.createElement('meta');
    meta.name = metaName;
    meta.content = content;
    document.head.append(meta);
  };
  const place = {
    href: 'https://portal.example/auth-callback?code=c&state=s',
    host: 'portal.example',
  };

  it('loads the auth chunk index.html names and redeems the code of this URL with it', async () => {
    name(EARLY_SIGN_IN_META, '/assets/createUserManager-1.js');
    const started = { url: place.href } as EarlySignIn;
    const redeemEarly = vi.fn<RedeemEarly>(() => started);
    const load = vi.fn(async () => ({ redeemEarly }));
    await expect(startEarlySignIn(document, place, sessionStorage, load)).resolves.toBe(started);
    expect(load).toHaveBeenCalledWith('/assets/createUserManager-1.js');
    expect(redeemEarly).toHaveBeenCalledWith({
      url: place.href,
      storage: sessionStorage,
      host: 'portal.example',
    });
  });

  it('leaves the code to the app when the chunk does not load or is not named', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch module')));
    expect(startEarlySignIn(document, place, sessionStorage, load)).toBeUndefined();
    name(EARLY_SIGN_IN_META, '/assets/createUserManager-1.js');
    await expect(startEarlySignIn(document, place, sessionStorage, load)).resolves.toBeUndefined();
  });

  it('holds the entry until the redemption settled, either way, or for the longest hold', async () => {
    vi.useFakeTimers();
    const settled: string[] = [];
    void settledWithin(Promise.resolve('token'), 500).then(() => settled.push('answered'));
    void settledWithin(Promise.reject(new Error('refused')), 500).then(() =>
      settled.push('refused'),
    );
    void settledWithin(new Promise(() => {}), 500).then(() => settled.push('held'));
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toEqual(['answered', 'refused']);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['answered', 'refused', 'held']);
  });

  it('starts the entry index.html names once the hold is over, and none without a name', async () => {
    const load = vi.fn(async () => undefined);
    let release = () => {};
    const hold = new Promise<void>((resolve) => (release = resolve));
    startEntry(document, hold, load);
    name(ENTRY_META, '/assets/index-1.js');
    startEntry(document, hold, load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    release();
    await hold;
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith('/assets/index-1.js');
  });
});

describe('the warmLanding() plugin: the auth chunk and the entry the early script starts', () => {
  const chunk = (fields: Partial<Rolldown.OutputChunk>) =>
    ({
      type: 'chunk',
      isEntry: false,
      imports: [],
      dynamicImports: [],
      moduleIds: [],
      exports: [],
      ...fields,
    }) as Rolldown.OutputChunk;
  const bundleOf = (...chunks: Rolldown.OutputChunk[]) =>
    Object.fromEntries(chunks.map((c) => [c.fileName, c])) as Rolldown.OutputBundle;
  const entry = chunk({ fileName: 'assets/index-1.js', isEntry: true, facadeModuleId: 'main.tsx' });
  const early = chunk({
    fileName: 'assets/warmLanding-1.js',
    isEntry: true,
    facadeModuleId: WARM_LANDING,
  });
  const auth = (fields: Partial<Rolldown.OutputChunk> = {}) =>
    chunk({
      fileName: 'assets/createUserManager-1.js',
      moduleIds: [AUTH_CHUNK_MODULE],
      exports: ['createUserManager', 'redeemCallback', 'redeemEarly'],
      ...fields,
    });

  it('finds the auth chunk and the entry', () => {
    expect(authChunk(bundleOf(entry, early, auth())).fileName).toBe(
      'assets/createUserManager-1.js',
    );
    expect(entryChunk(bundleOf(early, entry, auth())).fileName).toBe('assets/index-1.js');
  });

  it('fails the build when the auth chunk imports from the entry: it would wait for it', () => {
    const importing = auth({ imports: ['assets/index-1.js'] });
    expect(() => authChunk(bundleOf(entry, importing))).toThrow(
      'The auth chunk (assets/createUserManager-1.js) imports assets/index-1.js',
    );
    expect(() => authChunk(bundleOf(entry, auth({ isEntry: true })))).toThrow('is in the entry');
  });

  it('fails the build when the auth chunk lost redeemEarly (only the early script calls it)', () => {
    expect(() => authChunk(bundleOf(auth({ exports: ['createUserManager'] })))).toThrow(
      'lost its export redeemEarly',
    );
  });

  it("turns the entry's script tag into a modulepreload the early script starts, after the names", async () => {
    const html = [
      '<head>',
      '    <script type="module" crossorigin src="/assets/index-1.js" nonce="VONK_CSP_NONCE"></script>',
      '  </head>',
    ].join('\n');
    // One chunk per module the early script warms (the plugin fails a build without them).
    const warmed = Object.values(warmSets)
      .flat()
      .map((module, index) =>
        chunk({
          fileName: `assets/warmed-${index}.js`,
          moduleIds: [resolve(import.meta.dirname, '..', module)],
        }),
      );
    const bundle = bundleOf(entry, early, auth(), ...warmed);
    const plugin = warmLanding();
    const handler = (plugin.transformIndexHtml as { handler: (...args: unknown[]) => string })
      .handler;
    const out = handler(html, { bundle });
    const lines = out.split('\n').map((line: string) => line.trim());
    expect(lines.filter((line: string) => line.includes('index-1.js'))).toEqual([
      `<meta name="${ENTRY_META}" content="/assets/index-1.js">`,
      '<link rel="modulepreload" crossorigin href="/assets/index-1.js" nonce="VONK_CSP_NONCE">',
    ]);
    expect(lines).toContain(
      `<meta name="${EARLY_SIGN_IN_META}" content="/assets/createUserManager-1.js">`,
    );
    const order = [
      'vonk-entry',
      'warmLanding-1.js',
      'modulepreload" crossorigin href="/assets/index',
    ];
    const at = order.map((text) => lines.findIndex((line: string) => line.includes(text)));
    expect(at).toEqual([...at].sort((a, b) => a - b));
  });
});

describe('warmIntl: the callback page initialises ICU while it waits for its token (ADR 111)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("builds the locale's date and euro formats, as the app's first render will", () => {
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    const amounts = vi.spyOn(Intl, 'NumberFormat');
    warmIntl('nl-NL');
    expect(dates).toHaveBeenCalledWith('nl-NL', expect.objectContaining({ month: 'long' }));
    expect(amounts).toHaveBeenCalledWith(
      'nl-NL',
      expect.objectContaining({ style: 'currency', currency: 'EUR' }),
    );
  });

  it('leaves a locale the browser refuses to the app, without throwing', () => {
    expect(() => warmIntl('not a locale!')).not.toThrow();
  });
});
