// Serves both production builds side by side through the production server (deploy/nginx, ADR
// 083): the portal exactly as e2e does (`start.mjs --nginx`: nginx + sandbox IdP and API, one
// process) and floor C through a second nginx from the same template, so both get the same
// server, headers, CSP and precompressed brotli/gzip (ADR 028).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sandbox from '../../packages/sandbox/sandbox.config.json' with { type: 'json' };
import { serveFloorC } from '../lib/floorC.mjs';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const portalPort = Number(process.env.VONK_PORTAL_PORT ?? sandbox.portalPort);
const idpPort = Number(process.env.VONK_IDP_PORT ?? sandbox.idpPort);
const apiPort = Number(process.env.VONK_API_PORT ?? sandbox.apiPort);
const floorPort = Number(process.env.VONK_FLOOR_C_PORT ?? 4173);

export const origins = {
  portal: `http://${sandbox.host}:${portalPort}`,
  idp: `http://${sandbox.host}:${idpPort}`,
  floorC: `http://${sandbox.host}:${floorPort}`,
};

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

/** Starts the portal (already built) and floor C (already built); `stop()` ends both. */
export async function startServers() {
  const portal = spawn(
    process.execPath,
    ['--conditions=@vonk/source', 'scripts/start.mjs', '--nginx', '--skip-build'],
    { cwd: repo, env: { ...process.env, CI: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const exited = new Promise((resolve) => portal.once('exit', resolve));
  let floor;
  try {
    await waitForOk(`${origins.portal}/config.json`, portal);
    floor = await serveFloorC({
      port: floorPort,
      host: sandbox.host,
      apiUpstream: `http://${sandbox.host}:${apiPort}`,
      idpOrigin: origins.idp,
    });
  } catch (error) {
    portal.kill('SIGTERM');
    await exited;
    throw error;
  }
  return {
    async stop() {
      await floor.stop();
      if (portal.exitCode === null) portal.kill('SIGTERM');
      await exited;
    },
  };
}
