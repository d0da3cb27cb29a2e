// `npm start`: the identity provider, the sandbox API and the portal dev server in ONE process,
// so Ctrl-C (SIGINT) or a kill (SIGTERM) reaches all three and nothing is orphaned.
// `--preview` serves a production build instead of the dev server (e2e: deterministic and fast);
// with `--skip-build` it serves the build already in apps/portal/dist (the bench built it).
// `--nginx` serves the production build through the production server config instead
// (deploy/nginx, real nginx, strict CSP; `npm run serve:prod`, the e2e suite; ADR 053).
import './check-node.mjs';
import { createServer, preview } from 'vite';
import { startSandbox } from '../packages/sandbox/src/index.ts';
import sandboxConfig from '../packages/sandbox/sandbox.config.json' with { type: 'json' };
import { startNginx } from './lib/nginx.mjs';
import { buildPortal, portalDist, portalRoot } from './lib/portalBuild.mjs';

const port = Number(process.env.VONK_PORTAL_PORT ?? sandboxConfig.portalPort);
const usePreview = process.argv.includes('--preview');
const useNginx = process.argv.includes('--nginx');

const sandbox = await startSandbox({ quiet: process.env.CI === 'true' });
let portal;
if (useNginx) {
  if (!process.argv.includes('--skip-build')) await buildPortal();
  const nginx = await startNginx({
    port,
    host: sandboxConfig.host,
    dist: portalDist,
    apiUpstream: sandbox.apiUrl,
    idpOrigin: new URL(sandbox.idpUrl).origin,
    mediaOrigin: await mediaOrigin(sandbox.apiUrl),
    testSwitch: process.env.VONK_TEST_SWITCH ?? 'on',
  });
  portal = { close: nginx.stop };
} else if (usePreview) {
  if (!process.argv.includes('--skip-build')) await buildPortal();
  portal = await preview({ root: portalRoot, preview: { port, strictPort: true } });
} else {
  portal = await createServer({ root: portalRoot, server: { port, strictPort: true } });
  await portal.listen();
}

const url = `http://${sandboxConfig.host}:${port}/`;
console.log(
  `\nMijn Vonk draait op ${url}\n  identity provider ${sandbox.idpUrl}\n  sandbox API       ${sandbox.apiUrl}\nLog in als jan / welkom. Stoppen: Ctrl-C.\n`,
);

let stopping = false;
async function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping portal, sandbox API and identity provider…`);
  const timer = setTimeout(() => process.exit(1), 5000);
  await Promise.allSettled([portal.close(), sandbox.close()]);
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));

/** The origin of the product videos the served config links to (CSP media-src). */
async function mediaOrigin(apiUrl) {
  const config = await (await fetch(new URL('/config.json', apiUrl))).json();
  return new URL(config.externalUrls.setTopBoxVideo).origin;
}
