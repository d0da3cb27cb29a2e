// Serves both production builds side by side through the production server (deploy/nginx, ADR
// 083): the portal exactly as e2e does (`start.mjs --nginx`: nginx + sandbox IdP and API, one
// process) and floor C through a second nginx from the same template, so both get the same
// server, headers, CSP and precompressed brotli/gzip (ADR 028). With the `h2` front (the default,
// ADR 098) one more nginx terminates TLS and speaks HTTP/2 in front of both, as production's load
// balancer does; the browsers then load the `https` origins and the sandbox IdP is told the
// portal's origin is that one (VONK_PORTAL_ORIGIN, packages/sandbox/src/config.ts).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sandbox from '../../packages/sandbox/sandbox.config.json' with { type: 'json' };
import { serveFloorC } from '../lib/floorC.mjs';
import { startFront } from './front.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;
const ports = {
  portal: Number(env.VONK_PORTAL_PORT ?? sandbox.portalPort),
  idp: Number(env.VONK_IDP_PORT ?? sandbox.idpPort),
  api: Number(env.VONK_API_PORT ?? sandbox.apiPort),
  floorC: Number(env.VONK_FLOOR_C_PORT ?? 4173),
  portalTls: Number(env.VONK_PORTAL_TLS_PORT ?? 5443),
  floorCTls: Number(env.VONK_FLOOR_C_TLS_PORT ?? 4443),
};
const http = (port) => `http://${sandbox.host}:${port}`;

/**
 * Where the browsers go (`portal`, `floorC`, `idp`) and where the production nginx servers listen
 * (`portalServer`, `floorCServer`) for a front: `h2` puts https origins before the same servers.
 * @param {'h2' | 'http1'} front
 */
export function benchOrigins(front) {
  const servers = { portalServer: http(ports.portal), floorCServer: http(ports.floorC) };
  return front === 'h2'
    ? {
        ...servers,
        portal: `https://${sandbox.host}:${ports.portalTls}`,
        floorC: `https://${sandbox.host}:${ports.floorCTls}`,
        idp: http(ports.idp),
      }
    : {
        ...servers,
        portal: servers.portalServer,
        floorC: servers.floorCServer,
        idp: http(ports.idp),
      };
}

async function waitForOk(url, child, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null)
      throw new Error(`start.mjs exited (${child.exitCode}) before ${url} answered.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

/**
 * Starts the portal (already built) and floor C (already built; not with `floorC: false`, the
 * route changes alone), behind the TLS + HTTP/2 front when `front` is `h2`; `stop()` ends them all.
 * @param {'h2' | 'http1'} front
 */
export async function startServers(front, { floorC = true } = {}) {
  const origins = benchOrigins(front);
  const portal = spawn(
    process.execPath,
    ['--conditions=@vonk/source', 'scripts/start.mjs', '--nginx', '--skip-build'],
    {
      cwd: repo,
      // The IdP registers redirect and logout URIs and allows CORS for this origin only.
      env: { ...process.env, CI: 'true', VONK_PORTAL_ORIGIN: origins.portal },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  const started = [];
  // Only the bench's browsers trust the front's throw-away certificate (ADR 098).
  let browserArgs = [];
  const stopStarted = () => Promise.allSettled(started.reverse().map((server) => server.stop()));
  try {
    await waitForOk(`${origins.portalServer}/config.json`, portal);
    if (floorC)
      started.push(
        await serveFloorC({
          port: ports.floorC,
          host: sandbox.host,
          apiUpstream: http(ports.api),
          idpOrigin: origins.idp,
        }),
      );
    if (front === 'h2') {
      const tls = await startFront({
        host: sandbox.host,
        routes: [
          // 127.0.0.1: the production nginx listens on IPv4 only, `localhost` may be ::1 first.
          { port: ports.portalTls, upstream: `http://127.0.0.1:${ports.portal}` },
          ...(floorC
            ? [{ port: ports.floorCTls, upstream: `http://127.0.0.1:${ports.floorC}` }]
            : []),
        ],
      });
      started.push(tls);
      browserArgs = tls.chromiumArgs;
    }
  } catch (error) {
    await stopStarted();
    portal.kill('SIGTERM');
    await exited;
    throw error;
  }
  return {
    origins,
    browserArgs,
    async stop() {
      await stopStarted();
      if (portal.exitCode === null) portal.kill('SIGTERM');
      await exited;
    },
  };
}
