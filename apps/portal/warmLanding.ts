// The early script (src/warmLanding.ts, ADR 085) as a build entry of its own:
// Vite would fold a second module script of index.html into the entry chunk, so it is a separate
// input and this plugin puts its script tag before the entry's, where it runs as soon as it has
// arrived instead of after the entry.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
// The config loader does not resolve the workspace's source condition: the path table's file.
import { routePaths } from '../../packages/domain/src/navigation/routePaths.ts';
import { REQUEST_TIMEOUTS } from '../../packages/domain/src/client/timeouts.ts';
import { CONFIG_HANDOVER_KEY } from './src/config/configHandover.ts';

export const WARM_LANDING = resolve(import.meta.dirname, 'src/warmLanding.ts');

/** Where the script warms the shell and the dashboard: /dashboard and /, which redirects there. */
export const landingPaths = [routePaths.root.pattern, routePaths.dashboard.pattern];

/**
 * The first path segments of the pages outside the shell (spec §2.1, the path table's first
 * block). A signed-in visit to any other path but the landing paths opens a shell page that the
 * router discovers (ADR 092): the early script fetches that route data and the shell beside the
 * entry, so a deep link or a reload of a screen waits for no extra round.
 */
export const outsideShellPrefixes = [
  routePaths.error,
  routePaths.maintenance,
  routePaths.logout,
  routePaths.authCallback,
  routePaths.agentLogin,
  routePaths.notFound,
  routePaths.unsubscribe,
  routePaths.returnLabel,
  routePaths.completeTransfer,
  routePaths.newUsername,
  routePaths.taskFeedback,
].map(({ pattern }) => pattern.split('/:')[0]!);

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
  '/api/invoices',
  '/api/invoices/openbalance',
  '/api/orders/open',
  '/api/household/dashboardaddress',
];

export function warmLanding(): Plugin {
  return {
    name: 'vonk:warm-landing',
    config: () => ({
      define: {
        __VONK_EARLY__: JSON.stringify({
          landingPaths,
          outsideShellPrefixes,
          callbackPath: routePaths.authCallback.pattern,
          handoverKey: CONFIG_HANDOVER_KEY,
          reads: earlyReadUrls,
          readMs: REQUEST_TIMEOUTS.readMs,
        }),
      },
    }),
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk =
          bundle &&
          Object.values(bundle).find(
            (file) => file.type === 'chunk' && file.isEntry && file.facadeModuleId === WARM_LANDING,
          );
        const src = chunk ? `/${chunk.fileName}` : '/src/warmLanding.ts';
        const nonce = html.includes('VONK_CSP_NONCE') ? ' nonce="VONK_CSP_NONCE"' : '';
        const tag = `<script type="module" crossorigin src="${src}"${nonce}></script>`;
        return html.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
      },
    },
  };
}
