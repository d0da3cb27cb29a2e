import { strict as assert } from 'node:assert';
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { NGINX_TEMPLATE, TEMPLATE_VARIABLES, findNginx, renderTemplate } from './nginx.mjs';

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
  assert.match(out, /proxy_pass http:\/\/api\.internal:8080;/);
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
    // nginx resolves upstream names at start: an address here, so the test needs no DNS.
    writeFileSync(
      conf,
      renderTemplate(template, { ...values(dir), VONK_API_UPSTREAM: 'http://127.0.0.1:8080' }),
    );
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
