import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createSocket } from 'node:dgram';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import {
  NGINX_TEMPLATE,
  TEMPLATE_VARIABLES,
  findNginx,
  renderTemplate,
  startNginx,
  systemResolver,
} from './nginx.mjs';

const template = readFileSync(NGINX_TEMPLATE, 'utf8');
const values = (dir) => ({
  VONK_PORT: 8080,
  VONK_DIST: '/srv/portal',
  VONK_RUNTIME_DIR: dir,
  VONK_API_UPSTREAM: 'http://api.internal:8080',
  VONK_IDP_ORIGIN: 'https://login.vonk.example',
  VONK_MEDIA_ORIGIN: 'https://www.vonk.example',
  VONK_TEST_SWITCH: 'off',
  VONK_CSP_REPORT_URI: 'https://csp.vonk.example/report',
  VONK_RESOLVER: '127.0.0.1',
});

test('the template uses exactly the variables the container passes to envsubst', () => {
  const used = new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1]));
  assert.deepEqual([...used].sort(), [...TEMPLATE_VARIABLES].sort());
  const entrypoint = readFileSync(
    join(import.meta.dirname, '../../deploy/docker-entrypoint.sh'),
    'utf8',
  );
  for (const name of TEMPLATE_VARIABLES) assert.match(entrypoint, new RegExp(`\\$\\{${name}\\}`));
});

test('rendering fills every VONK name and leaves nginx variables alone', () => {
  const out = renderTemplate(template, values('/tmp/run'));
  assert.doesNotMatch(out, /\$\{VONK_/);
  assert.match(out, /'nonce-\$request_id'/);
  assert.match(out, /connect-src 'self' https:\/\/login\.vonk\.example;/);
  assert.match(out, /set \$vonk_api "http:\/\/api\.internal:8080";/);
  assert.match(out, /proxy_pass \$vonk_api;/);
  assert.throws(
    () => renderTemplate(template, { ...values('/x'), VONK_IDP_ORIGIN: '' }),
    /VONK_IDP_ORIGIN/,
  );
});

test('nginx accepts the rendered configuration (nginx -t)', () => {
  const nginx = findNginx();
  assert.ok(nginx, 'nginx is provisioned by scripts/ensure-nginx.mjs before the tests');
  const dir = mkdtempSync(join(tmpdir(), 'vonk-nginx-test-'));
  try {
    const conf = join(dir, 'nginx.conf');
    // api.internal resolves nowhere: nginx resolves it per request, never at start (issue #31).
    writeFileSync(conf, renderTemplate(template, values(dir)));
    const result = spawnSync(nginx, ['-t', '-q', '-e', 'stderr', '-p', dir, '-c', conf], {
      encoding: 'utf8',
    });
    assert.equal(result.status, 0, result.stderr);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the container's entrypoint renders the same template and serves with it", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'vonk-entrypoint-test-'));
  chmodSync(dir, 0o755); // as root, nginx's workers run as nobody
  const dist = join(dir, 'dist');
  mkdirSync(dist);
  writeFileSync(join(dist, 'index.html'), '<meta property="csp-nonce" nonce="VONK_CSP_NONCE">');
  const port = await freePort();
  const child = spawn('sh', [join(import.meta.dirname, '../../deploy/docker-entrypoint.sh')], {
    env: {
      ...process.env,
      ...values(join(dir, 'run')),
      VONK_PORT: String(port),
      VONK_DIST: dist,
      VONK_API_UPSTREAM: 'http://127.0.0.1:9',
      VONK_TEMPLATE: NGINX_TEMPLATE,
      PATH: `${process.env.PATH}:${dirname(findNginx())}`,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const response = await retry(() => fetch(`http://127.0.0.1:${port}/any/route`));
    const nonce = /'nonce-([0-9a-f]{32})'/.exec(response.headers.get('content-security-policy'))[1];
    assert.equal(await response.text(), `<meta property="csp-nonce" nonce="${nonce}">`);
    assert.equal((await fetch(`http://127.0.0.1:${port}/__sandbox/reset`)).status, 404);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the resolver nginx is given is the first nameserver, IPv6 in brackets', () => {
  assert.equal(systemResolver('# x\nnameserver 10.0.0.2\nnameserver 10.0.0.3\n'), '10.0.0.2');
  assert.equal(systemResolver('nameserver fd00::53\n'), '[fd00::53]');
});

// Issue #31: nginx used to resolve the API's name at start and exit when it could not (a crash
// loop while the API's DNS entry is not there yet). Now it starts, answers 502 for the API and
// 200 for its health route, and serves the API once the name resolves, without a restart.
test('nginx starts with an unresolvable upstream and recovers once it resolves', async () => {
  let resolves = false;
  const dns = await startDns(() => resolves);
  const api = createHttpServer((request, response) => {
    response.setHeader('Cache-Control', 'max-age=600');
    response.end(JSON.stringify({ proto: request.headers['x-forwarded-proto'] }));
  });
  await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
  const dist = mkdtempSync(join(tmpdir(), 'vonk-resolve-test-'));
  chmodSync(dist, 0o755); // as root, nginx's workers run as nobody
  writeFileSync(join(dist, 'index.html'), 'portal');
  const nginx = await startNginx({
    port: await freePort(),
    host: '127.0.0.1',
    dist,
    apiUpstream: `http://api.vonk.test:${api.address().port}`,
    idpOrigin: 'https://login.vonk.example',
    mediaOrigin: 'https://www.vonk.example',
    testSwitch: 'off',
    resolver: `127.0.0.1:${dns.port}`,
  }).catch(async (error) => {
    dns.close();
    api.close();
    throw error;
  });
  try {
    assert.equal((await fetch(`${nginx.url}/api/account`)).status, 502);
    const health = await fetch(`${nginx.url}/healthz`);
    assert.equal(health.status, 200);
    assert.equal(await health.text(), 'ok\n');

    resolves = true;
    const answer = await retry(async () => {
      const response = await fetch(`${nginx.url}/api/account`, {
        headers: { 'X-Forwarded-Proto': 'https' },
      });
      if (response.status !== 200) throw new Error(`still ${response.status}`);
      return response;
    }, Date.now() + 20_000);
    // The load balancer's scheme goes on; an API answer is never stored.
    assert.deepEqual(await answer.json(), { proto: 'https' });
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    // A file the page loads: not the page's policy, only what protects it on its own (issue #34).
    assert.equal(
      answer.headers.get('content-security-policy'),
      "default-src 'none'; frame-ancestors 'none'",
    );
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('permissions-policy'), null);
    assert.equal(answer.headers.get('cross-origin-opener-policy'), null);
    const direct = await fetch(`${nginx.url}/api/account`);
    assert.deepEqual(await direct.json(), { proto: 'http' });
  } finally {
    await nginx.stop();
    dns.close();
    api.close();
    rmSync(dist, { recursive: true, force: true });
  }
});

/** A DNS server on a free UDP port: api.vonk.test is 127.0.0.1 while `resolves()`, else NXDOMAIN. */
async function startDns(resolves) {
  const socket = createSocket('udp4');
  socket.on('message', (query, peer) => {
    let end = 12; // the question's name: labels up to a zero byte, then type and class
    while (query[end] !== 0) end += query[end] + 1;
    const question = query.subarray(12, end + 5);
    const answer = resolves();
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the query's id
    header.writeUInt16BE(answer ? 0x8180 : 0x8183, 2); // a response; NOERROR or NXDOMAIN
    header.writeUInt16BE(1, 4); // one question
    header.writeUInt16BE(answer ? 1 : 0, 6); // one answer or none
    const record = Buffer.from([0xc0, 12, 0, 1, 0, 1, 0, 0, 0, 1, 0, 4, 127, 0, 0, 1]);
    const parts = answer ? [header, question, record] : [header, question];
    socket.send(Buffer.concat(parts), peer.port, peer.address);
  });
  await new Promise((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return { port: socket.address().port, close: () => socket.close() };
}

async function retry(attempt, until = Date.now() + 10_000) {
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
