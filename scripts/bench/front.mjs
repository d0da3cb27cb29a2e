// The bench's TLS + HTTP/2 front (ADR 098): what production's load balancer is to the portal's
// nginx (README "Deploying"), one more nginx that terminates TLS with a throw-away self-signed
// certificate and speaks HTTP/2 to the browser, proxying plain HTTP/1.1 to the production nginx of
// the portal and to floor C's. Browsers speak h2 only over TLS, so without it Lighthouse prices
// the dashboard's 19 API reads on 6 HTTP/1.1 connections (ADR 091). Bench only: e2e and
// production never see this certificate or the flag that accepts it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NGINX_HINT, findNginx } from '../lib/nginx.mjs';

/**
 * Chromium flag for the bench's browsers only: trust the front's certificate by its key. Not
 * `--ignore-certificate-errors`: Chromium keeps nothing from a connection with an ignored
 * certificate error in its HTTP cache, so every return from the IdP would fetch the hashed
 * chunks again (counted as duplicate GETs, and slower).
 */
export function frontChromiumArgs(certificatePem) {
  const spki = new X509Certificate(certificatePem).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return [
    `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`,
  ];
}

/** Which of nginx's modules the front needs, from `nginx -V`; the names of those missing. */
export function missingFrontModules(nginxV) {
  return ['http_ssl_module', 'http_v2_module'].filter((name) => !nginxV.includes(`--with-${name}`));
}

/**
 * The front's nginx.conf: per route a `listen <port> ssl http2` server (nginx 1.22's spelling;
 * `http2 on` is 1.25+) proxying everything, keep-alive, to `upstream` as a load balancer does.
 * @param {{ runtimeDir: string, routes: { port: number, upstream: string }[] }} options
 */
export function renderFrontConf({ runtimeDir, routes }) {
  const servers = routes.map(
    ({ port, upstream }, i) => `
  upstream front_${i} {
    server ${new URL(upstream).host};
    keepalive 32;
  }
  server {
    listen ${port} ssl http2;
    ssl_certificate ${runtimeDir}/cert.pem;
    ssl_certificate_key ${runtimeDir}/key.pem;
    location / {
      proxy_pass http://front_${i};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
  );
  return `# Rendered by scripts/bench/front.mjs for one bench run (ADR 098).
worker_processes 1;
pid ${runtimeDir}/nginx.pid;
error_log stderr warn;
events {
  worker_connections 1024;
}
http {
  access_log off;
  client_body_temp_path ${runtimeDir}/client_body;
  proxy_temp_path ${runtimeDir}/proxy;
  fastcgi_temp_path ${runtimeDir}/fastcgi;
  uwsgi_temp_path ${runtimeDir}/uwsgi;
  scgi_temp_path ${runtimeDir}/scgi;
  ssl_protocols TLSv1.2 TLSv1.3;
${servers.join('\n')}
}
`;
}

function selfSignedCertificate(dir, host) {
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'pipe' },
  );
}

async function waitForListening(port, child, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the front's nginx exited (${child.exitCode})`);
    const open = await new Promise((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(socket.end() && true));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the front's nginx did not listen on ${port} within ${timeoutMs} ms`);
}

/** The nginx for the front, or one plain line naming the fix (the bench checks before building). */
export function frontNginx() {
  const nginx = findNginx();
  if (!nginx) throw new Error(NGINX_HINT);
  // `nginx -V` writes its build options to stderr.
  const version = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const missing = missingFrontModules(`${version.stdout}${version.stderr}`);
  if (missing.length)
    throw new Error(
      `${nginx} lacks ${missing.join(' and ')}, which the bench's TLS + HTTP/2 front needs (ADR 098): install Debian's nginx (\`sudo apt-get install -y nginx\`), or measure the old way with \`--front http1\`.`,
    );
  return nginx;
}

/**
 * Starts the front for `routes` ({ port, upstream }); `chromiumArgs` make a browser trust its
 * certificate, `stop()` ends it and removes its temp dir with the certificate. Fails with one plain line when nginx or its ssl/http2 modules are missing.
 */
export async function startFront({ routes, host = 'localhost' }) {
  const nginx = frontNginx();
  const runtimeDir = mkdtempSync(join(tmpdir(), 'vonk-front-'));
  chmodSync(runtimeDir, 0o755);
  let child;
  let chromiumArgs;
  const stop = async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(runtimeDir, { recursive: true, force: true });
  };
  try {
    selfSignedCertificate(runtimeDir, host);
    chromiumArgs = frontChromiumArgs(readFileSync(join(runtimeDir, 'cert.pem'), 'utf8'));
    const conf = join(runtimeDir, 'nginx.conf');
    writeFileSync(conf, renderFrontConf({ runtimeDir, routes }));
    child = spawn(nginx, ['-e', 'stderr', '-p', runtimeDir, '-c', conf, '-g', 'daemon off;'], {
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    for (const { port } of routes) await waitForListening(port, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { chromiumArgs, stop };
}
