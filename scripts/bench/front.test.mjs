// `node --test scripts/`: the bench's TLS + HTTP/2 front (ADR 098).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHROMIUM_ARGS } from '../lib/browser.mjs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { frontChromiumArgs, missingFrontModules, renderFrontConf } from './front.mjs';

const conf = renderFrontConf({
  runtimeDir: '/tmp/vonk-front-x',
  routes: [
    { port: 5443, upstream: 'http://127.0.0.1:5173' },
    { port: 4443, upstream: 'http://127.0.0.1:4173' },
  ],
});

test('one TLS + HTTP/2 server per route, proxying keep-alive HTTP/1.1 to its upstream', () => {
  assert.match(conf, /listen 5443 ssl http2;[\s\S]*proxy_pass http:\/\/front_0;/);
  assert.match(conf, /listen 4443 ssl http2;[\s\S]*proxy_pass http:\/\/front_1;/);
  assert.match(conf, /upstream front_0 \{\s*server 127\.0\.0\.1:5173;\s*keepalive 32;/);
  assert.match(conf, /upstream front_1 \{\s*server 127\.0\.0\.1:4173;/);
  assert.equal(conf.match(/proxy_http_version 1\.1;/g)?.length, 2);
  assert.equal(conf.match(/proxy_set_header Host \$http_host;/g)?.length, 2);
});

test("the certificate, pid and temp files live in the run's own folder", () => {
  assert.match(conf, /ssl_certificate \/tmp\/vonk-front-x\/cert\.pem;/);
  assert.match(conf, /ssl_certificate_key \/tmp\/vonk-front-x\/key\.pem;/);
  assert.match(conf, /pid \/tmp\/vonk-front-x\/nginx\.pid;/);
  for (const line of conf.split('\n').filter((l) => /_temp_path/.test(l))) {
    assert.match(line, /\/tmp\/vonk-front-x\//);
  }
});

test('nginx without the ssl or http2 module is named, not started', () => {
  assert.deepEqual(
    missingFrontModules('configure arguments: --with-http_ssl_module --with-http_v2_module'),
    [],
  );
  assert.deepEqual(missingFrontModules('configure arguments: --with-http_ssl_module'), [
    'http_v2_module',
  ]);
  assert.deepEqual(missingFrontModules('nginx version: nginx/1.22.1'), [
    'http_ssl_module',
    'http_v2_module',
  ]);
});

test("the bench's browsers trust the front's certificate by its key, and only theirs", () => {
  const dir = mkdtempSync(join(tmpdir(), 'vonk-front-test-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1'].concat([
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ]),
      { stdio: 'pipe' },
    );
    // The SPKI pin as Chromium's documentation computes it with openssl.
    const der = execFileSync('openssl', ['pkey', '-in', key, '-pubout', '-outform', 'der']);
    const pin = execFileSync('openssl', ['dgst', '-sha256', '-binary'], { input: der }).toString(
      'base64',
    );
    assert.deepEqual(frontChromiumArgs(readFileSync(cert, 'utf8')), [
      `--ignore-certificate-errors-spki-list=${pin}`,
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  assert.ok(!CHROMIUM_ARGS.some((arg) => arg.startsWith('--ignore-certificate-errors')));
});
