// The production server in tests and `npm run serve:prod`: Debian's nginx with the repo's
// deploy/nginx/nginx.conf.template, rendered as the container's envsubst renders it, run without
// root (its own prefix, pid and temp folders in a temp dir, a high port). ADR 053.
import { spawn } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';

export const NGINX_TEMPLATE = join(
  import.meta.dirname,
  '..',
  '..',
  'deploy',
  'nginx',
  'nginx.conf.template',
);

/** The template's variables: the container passes exactly these names to envsubst. */
export const TEMPLATE_VARIABLES = [
  'VONK_PORT',
  'VONK_DIST',
  'VONK_RUNTIME_DIR',
  'VONK_API_UPSTREAM',
  'VONK_IDP_ORIGIN',
  'VONK_MEDIA_ORIGIN',
  'VONK_TEST_SWITCH',
  'VONK_CSP_REPORT_URI',
  'VONK_RESOLVER',
];

/** The first nameserver of /etc/resolv.conf, as the entrypoint takes it (IPv6 in brackets). */
export function systemResolver(resolvConf = readFileSafe('/etc/resolv.conf')) {
  const address = /^nameserver\s+(\S+)/m.exec(resolvConf)?.[1] ?? '127.0.0.1';
  return address.includes(':') ? `[${address}]` : address;
}

function readFileSafe(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * nginx's resolver asks DNS, never /etc/hosts, so a local upstream (`http://localhost:4002`) is
 * handed over as the address the system resolves it to, as the sandbox listened on it; a name
 * the system cannot resolve is left to nginx's resolver.
 */
export async function upstreamAddress(upstream) {
  const url = new URL(upstream);
  if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) return upstream;
  const found = await lookup(url.hostname).catch(() => undefined);
  if (!found) return upstream; // a name only DNS knows (or not yet): nginx asks per request
  url.hostname = found.family === 6 ? `[${found.address}]` : found.address;
  return url.origin;
}

/** Debian's packages: nginx and the module that serves precompressed brotli files. */
export const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
export const NGINX_HINT = `No nginx with the brotli_static module found: install them with \`sudo apt-get install -y ${NGINX_PACKAGES.join(' ')}\` (Debian/Ubuntu), or set NGINX_PATH.`;

/** envsubst with a list of names: `${NAME}` of a listed name is replaced, anything else kept. */
export function renderTemplate(template, values) {
  const missing = TEMPLATE_VARIABLES.filter((name) => !values[name]);
  if (missing.length) throw new Error(`nginx template: no value for ${missing.join(', ')}`);
  return template.replace(/\$\{(\w+)\}/g, (whole, name) =>
    TEMPLATE_VARIABLES.includes(name) ? String(values[name]) : whole,
  );
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canRead(path) {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The nginx to run: NGINX_PATH, else nginx on PATH or in /usr/sbin (not on a normal user's PATH);
 * undefined when there is none or the brotli module the template loads is missing.
 */
export function findNginx(env = process.env, { brotliModule = BROTLI_MODULE } = {}) {
  if (!canRead(brotliModule)) return undefined;
  if (env.NGINX_PATH) return isExecutable(env.NGINX_PATH) ? env.NGINX_PATH : undefined;
  const dirs = [...(env.PATH ?? '').split(delimiter).filter(Boolean), '/usr/sbin', '/usr/bin'];
  return dirs.map((dir) => join(dir, 'nginx')).find(isExecutable);
}

async function waitForPort(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
    try {
      await fetch(url, { signal: AbortSignal.timeout(1000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Starts nginx in the foreground on `port` serving `dist`. Resolves once it answers; `stop()`
 * ends it and removes its runtime folder. Its error log goes to this process's stderr.
 */
export async function startNginx({
  port,
  dist,
  apiUpstream,
  idpOrigin,
  mediaOrigin,
  testSwitch = 'on',
  cspReportUri = '/__sandbox/csp-reports',
  host = 'localhost',
  resolver = systemResolver(),
}) {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_HINT);
  const runtimeDir = mkdtempSync(join(tmpdir(), 'vonk-nginx-'));
  // Run as root (CI), nginx's workers are `nobody` and must reach the temp folders it creates here.
  chmodSync(runtimeDir, 0o755);
  const conf = join(runtimeDir, 'nginx.conf');
  writeFileSync(
    conf,
    renderTemplate(readFileSync(NGINX_TEMPLATE, 'utf8'), {
      VONK_PORT: port,
      VONK_DIST: dist,
      VONK_RUNTIME_DIR: runtimeDir,
      VONK_API_UPSTREAM: await upstreamAddress(apiUpstream),
      VONK_IDP_ORIGIN: idpOrigin,
      VONK_MEDIA_ORIGIN: mediaOrigin,
      VONK_TEST_SWITCH: testSwitch,
      VONK_CSP_REPORT_URI: cspReportUri,
      VONK_RESOLVER: resolver,
    }),
  );
  const child = spawn(nginx, ['-e', 'stderr', '-p', runtimeDir, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  try {
    await waitForPort(`${url}/index.html`, child, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, runtimeDir, stop };
}
