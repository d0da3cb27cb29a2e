import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { libraryTrims } from './libraryTrims.ts';
import { precompress, sourceMapsAside } from './productionFiles.ts';
import { unusedComponents } from './unusedComponents.ts';
import { EARLY_MODULES, WARM_LANDING, warmLanding } from './warmLanding.ts';
import sandbox from '../../packages/sandbox/sandbox.config.json' with { type: 'json' };
import '../../scripts/check-node.mjs';

// @vonk/domain's resource hooks and getters, @vonk/ui's formatters and Card/Alert/Skeleton/Grid.
// Not the hooks that save (useSave…): a form's page takes those, the landing dashboard never does.
// The subscription rules and the transfer stage: the shell imports both, so every signed-in page
// loads them; in here they are two requests fewer on each (issue #34).
const SHELL_PAGE_BLOCKS =
  /packages[\\/](domain[\\/]src[\\/]([^\\/]+[\\/](use(?!Save)[A-Z]\w*|get[A-Z]\w*|emptyAccount|subscriptionIconType)|subscription[\\/]rules|transfer[\\/]transferStage)\.ts$|ui[\\/]src[\\/](formatters[\\/]format\w+\.ts|components[\\/](Card|Alert|Skeleton|Grid)[\\/]))/;

// The one form mechanism (ADR 015) and the error summary it renders: every page with a form uses
// all of them, no other page any. One file instead of up to seven of a few hundred bytes (issue
// #34, measured: a form page 1-4 requests and up to 0.8 kB gzip fewer, no page more). Wider
// groups (the field components, domain/forms) made pages with one field or none load 3-6 kB more.
const FORM_BLOCKS =
  /(apps[\\/]portal[\\/]src[\\/]forms[\\/](FormMessages|SavedStatus|SubmitButton|ruleChecks|usePortalForm|useSavedNotice)\.tsx?$|packages[\\/]ui[\\/]src[\\/]components[\\/]FormErrorSummary[\\/])/;

const apiPort = Number(process.env.VONK_API_PORT ?? sandbox.apiPort);
const apiTarget = `http://${sandbox.host}:${apiPort}`;
// The sandbox API answers /api, /config.json and the fault endpoints on the portal's own origin,
// as a production reverse proxy would; cookies (CSRF) then belong to the portal's origin.
const proxy = {
  '/api': { target: apiTarget },
  '/__sandbox': { target: apiTarget },
  '/config.json': { target: apiTarget },
};

export default defineConfig({
  plugins: [react(), unusedComponents(), warmLanding(), sourceMapsAside(), precompress()],
  // The production server (deploy/nginx) replaces this placeholder in index.html with a fresh
  // nonce per response and puts the same nonce in its CSP header. Vite adds it to its tags and a
  // <meta property="csp-nonce">, which styled-components reads for the <style> tags it injects
  // (ADR 053). The dev server sends no CSP, so the placeholder is harmless there.
  html: { cspNonce: 'VONK_CSP_NONCE' },
  resolve: {
    conditions: ['@vonk/source', 'module', 'browser', 'development|production'],
    alias: libraryTrims,
  },
  server: {
    host: sandbox.host,
    port: Number(process.env.VONK_PORTAL_PORT ?? sandbox.portalPort),
    strictPort: true,
    proxy,
  },
  preview: {
    host: sandbox.host,
    port: Number(process.env.VONK_PORTAL_PORT ?? sandbox.portalPort),
    strictPort: true,
    proxy,
  },
  build: {
    // Built for an error tracker, never served: no sourceMappingURL, moved out of dist (ADR 055).
    sourcemap: 'hidden',
    reportCompressedSize: false,
    rolldownOptions: {
      input: { index: 'index.html', warmLanding: WARM_LANDING },
      output: {
        codeSplitting: {
          groups: [
            // The helper that fetches a lazy chunk's imports beside it, which the landing page's
            // early script uses too: on its own, so that script needs nothing from the entry.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
            // Everything the entry imports statically is one file: every page needs all of it,
            // and left to itself the bundler cut five shared pieces out of it (1.6 kB gzip of
            // glue and lost compression, five more requests; ADR 031). Not the early script's.
            {
              name: 'index',
              tags: ['$initial'],
              test: (id: string) => !EARLY_MODULES.includes(id),
            },
            // The small blocks nearly every shell page uses, one file instead of a dozen of a few
            // hundred bytes each (ADR 084): the landing dashboard fetches 12 files fewer and
            // 1.1 kB gzip less. Not PageHeader: the public pages (/404) would fetch all of it.
            { name: 'common', test: SHELL_PAGE_BLOCKS },
            // Only these modules: their dependencies stay where they are (a checkbox's, the
            // shell's), or the dashboard would load this file too.
            { name: 'forms', test: FORM_BLOCKS, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
});
