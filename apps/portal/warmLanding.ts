// The early script (src/warmLanding.ts, ADR 085) as a build entry of its own:
// Vite would fold a second module script of index.html into the entry chunk, so it is a separate
// input and this plugin puts its script tag before the entry's, where it runs as soon as it has
// arrived instead of after the entry. It imports nothing (ADR 099): the chunks it warms are named
// in index.html by this plugin, and a build in which the script imports a chunk fails.
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
// The config loader does not resolve the workspace's source condition: the path table's file.
import { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';
import { REQUEST_TIMEOUTS } from '../../packages/domain/src/client/timeouts.ts';
import { displayPreferencesKey } from '../../packages/domain/src/preferences/rules.ts';
import { CONFIG_HANDOVER_KEY } from './src/config/configHandover.ts';
import { LOCALE } from './src/i18n/locale.ts';
import { EARLY_SIGN_IN_META, ENTRY_META } from './src/warmLanding.ts';
import { SHELL_AREAS, shellAreaPaths } from './src/shellAreas.ts';
import type { ShellArea } from './src/shellAreas.ts';

export const WARM_LANDING = resolve(import.meta.dirname, 'src/warmLanding.ts');
/** The modules of the early script's own chunk: itself and the DPoP proofs it installs (ADR 127). */
export const EARLY_MODULES: readonly string[] = [
  WARM_LANDING,
  resolve(import.meta.dirname, 'src/session/dpopProof.ts'),
];

/** The lazily loaded auth chunk's module, which the callback page loads itself (ADR 107). */
export const AUTH_CHUNK_MODULE = resolve(
  import.meta.dirname,
  '../../packages/domain/src/auth/createUserManager.ts',
);

/** Where the script warms the shell and the dashboard: /dashboard and /, which redirects there. */
export const landingPaths = [routePaths.root.pattern, routePaths.dashboard.pattern];

/**
 * Each shell area's paths (src/shellAreas.ts, ADR 151). A signed-in visit to one of them opens a
 * shell page whose area's route table the router discovers: the early script fetches that table
 * and the shell beside the entry, so a deep link or a reload of a screen waits for no extra round.
 */
export const shellAreas = shellAreaPaths(routePaths);

/**
 * The reads the landing page's loaders start (ADR 090): the §2.5 preloads
 * (shell/preloadSources.ts), then the dashboard's own (pages/dashboard/reads.ts), in their order.
 * `earlyReads.test.ts` holds this list to those two.
 */
export const earlyReadUrls = [
  '/api/subscription/status',
  '/api/subscription',
  '/api/entertainment/viaplay',
  '/api/fsecure/customer',
  '/api/converged',
  '/api/outages/incidents',
  '/api/remotemechanic/open',
  '/api/tvsettings',
  '/api/features',
  '/api/account',
  '/api/account/basic',
  '/api/gdpr/availability',
  '/api/voipsettings',
  '/api/household/subscribeaddress',
  '/api/products/internet',
  '/api/account/preferences',
  '/api/invoices',
  '/api/invoices/openbalance',
  '/api/orders/open',
  '/api/household/dashboardaddress',
  '/api/household/mayjoin',
  '/api/household/registration',
  '/api/transfer',
];

/**
 * The code the early script warms, by case (src/warmLanding.ts): the page the IdP sends back to,
 * the landing page (shell and dashboard) and a page of a shell area (`area-<area>`: that area's
 * route table and the areas' index, ADR 151, and the shell). The router's lazy routes import the same modules.
 */
export const warmSets = {
  callback: ['src/pages/auth-callback/AuthCallbackPage.tsx'],
  landing: ['src/shell/AuthenticatedShell.tsx', 'src/pages/dashboard/DashboardPage.tsx'],
  ...(Object.fromEntries(
    Object.keys(SHELL_AREAS).map((area) => [
      `area-${area}`,
      [`src/shellRoutes/${area}.tsx`, 'src/shellAreaRoutes.ts', 'src/shell/AuthenticatedShell.tsx'],
    ]),
  ) as Record<`area-${ShellArea}`, string[]>),
};
export type WarmSet = keyof typeof warmSets;

/** index.html's <meta name> for a set's chunk list (read by src/warmLanding.ts). */
export const warmMetaName = (set: WarmSet) => `vonk-warm-${set}`;

type Chunks = Pick<Rolldown.OutputChunk, 'fileName' | 'imports' | 'isEntry' | 'moduleIds'>;

/**
 * Per set, the files (`/assets/…`) a set's modules need that index.html does not load already: the
 * chunks holding them and their static imports, without the entry and what it imports. The
 * same list Vite's preload helper would have fetched for the early script's `import()`s.
 */
export function warmChunkLists(chunks: readonly Chunks[], root: string): Record<WarmSet, string[]> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const next of byFile.get(file)?.imports ?? []) visit(next);
    };
    start.forEach(visit);
    return seen;
  };
  const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const lists = {} as Record<WarmSet, string[]>;
  for (const set of Object.keys(warmSets) as WarmSet[]) {
    const starts = warmSets[set].map((module) => {
      const id = resolve(root, module);
      const chunk = chunks.find((candidate) => candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`warmLanding(): no chunk holds ${module} (renamed?)`);
      return chunk.fileName;
    });
    lists[set] = [...closure(starts)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
  }
  return lists;
}

/** The early script's chunk, which must not import anything: it would wait for what it imports. */
export function earlyChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk | undefined {
  const chunk = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && file.isEntry && file.facadeModuleId === WARM_LANDING,
  );
  if (chunk && (chunk.imports.length > 0 || chunk.dynamicImports.length > 0))
    throw new Error(
      `The early script (src/warmLanding.ts) imports ${[...chunk.imports, ...chunk.dynamicImports].join(', ')}: it would run only once those have arrived (ADR 099). Name the chunks in warmSets instead.`,
    );
  return chunk;
}

/** The app's entry chunk (index.html's own module script), which the early script starts. */
export function entryChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk {
  const entry = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && file.isEntry && file.facadeModuleId !== WARM_LANDING,
  );
  if (!entry) throw new Error('warmLanding(): the build has no entry besides the early script');
  return entry;
}

/**
 * The lazily loaded auth chunk (oidc-client-ts), which the callback page's early script imports
 * to redeem the code before the entry has run (ADR 107). It must import nothing (or it would wait
 * for the entry after all) and must keep `redeemEarly`, which only the early script calls.
 */
export function authChunk(bundle: Rolldown.OutputBundle): Rolldown.OutputChunk {
  const chunk = Object.values(bundle).find(
    (file): file is Rolldown.OutputChunk =>
      file.type === 'chunk' && file.moduleIds.includes(AUTH_CHUNK_MODULE),
  );
  if (!chunk) throw new Error('warmLanding(): no chunk holds the auth chunk module (renamed?)');
  if (chunk.isEntry || chunk.imports.length > 0)
    throw new Error(
      `The auth chunk (${chunk.fileName}) ${chunk.isEntry ? 'is in the entry' : `imports ${chunk.imports.join(', ')}`}: the callback page could not redeem its code before the entry has run (ADR 107). Keep what it needs out of the entry's modules.`,
    );
  if (!chunk.exports.includes('redeemEarly'))
    throw new Error(`The auth chunk (${chunk.fileName}) lost its export redeemEarly (ADR 107).`);
  return chunk;
}

export function warmLanding(): Plugin {
  return {
    name: 'vonk:warm-landing',
    config: () => ({
      define: {
        __VONK_EARLY__: JSON.stringify({
          landingPaths,
          shellAreas,
          callbackPath: routePaths.authCallback.pattern,
          handoverKey: CONFIG_HANDOVER_KEY,
          reads: earlyReadUrls,
          readMs: REQUEST_TIMEOUTS.readMs,
          locale: LOCALE,
          // The key without its host, which the script puts in front (`${host}${key}`).
          preferencesKey: displayPreferencesKey(''),
        }),
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = bundle && earlyChunk(bundle);
        const src = chunk ? `/${chunk.fileName}` : '/src/warmLanding.ts';
        const nonce = html.includes('VONK_CSP_NONCE') ? ' nonce="VONK_CSP_NONCE"' : '';
        // The dev server serves the modules themselves (their imports follow as they are parsed).
        const lists = bundle
          ? warmChunkLists(
              Object.values(bundle).filter((file) => file.type === 'chunk'),
              import.meta.dirname,
            )
          : (Object.fromEntries(
              Object.entries(warmSets).map(([set, modules]) => [set, modules.map((m) => `/${m}`)]),
            ) as Record<WarmSet, string[]>);
        const metas = (Object.keys(lists) as WarmSet[]).map(
          (set) => `<meta name="${warmMetaName(set)}" content="${lists[set].join(' ')}">`,
        );
        const auth = bundle ? `/${authChunk(bundle).fileName}` : `/@fs${AUTH_CHUNK_MODULE}`;
        metas.push(`<meta name="${EARLY_SIGN_IN_META}" content="${auth}">`);
        const tag = `<script type="module" crossorigin src="${src}"${nonce}></script>`;
        const entry = bundle && entryChunk(bundle);
        if (!entry)
          return html.replace(
            /(\s*)<script type="module"/,
            `$1${[...metas, tag].join('$1')}$1<script type="module"`,
          );
        // The early script starts the entry (ADR 107): its tag becomes a modulepreload, so it
        // downloads as before, and a <meta> names it for the script.
        const entryTag = new RegExp(
          `<script type="module" crossorigin src="/${entry.fileName}"[^>]*></script>`,
        );
        if (!entryTag.test(html))
          throw new Error(`warmLanding(): no script tag for ${entry.fileName}`);
        return html.replace(entryTag, (_, offset: number) => {
          const indent = /\n\s*$/.exec(html.slice(0, offset))?.[0] ?? '\n';
          return [
            ...metas,
            `<meta name="${ENTRY_META}" content="/${entry.fileName}">`,
            tag,
            `<link rel="modulepreload" crossorigin href="/${entry.fileName}"${nonce}>`,
          ].join(indent);
        });
      },
    },
  };
}
