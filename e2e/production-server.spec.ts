import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import sandbox from '../packages/sandbox/sandbox.config.json' with { type: 'json' };
import { startNginx } from '../scripts/lib/nginx.mjs';
import { routePaths } from './support/routePaths.ts';

// Issue #15: the e2e suite runs through deploy/nginx (ADR 053); these tests pin what it sends.
const idp = `http://${sandbox.host}:${sandbox.idpPort}`;
// The product videos' origin the sandbox's config links to (ADR 067).
const MEDIA_ORIGIN = 'https://www.vonk.example';
const NONCE = /'nonce-([0-9a-f]{32})'/;

function csp(nonce: string) {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    `media-src ${MEDIA_ORIGIN}`,
    "font-src 'self'",
    `connect-src 'self' ${idp}`,
    "manifest-src 'self'",
    `frame-src ${idp}`,
    "frame-ancestors 'none'",
    `form-action 'self' ${idp}`,
    "base-uri 'none'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types vonk-content',
    'report-uri /__sandbox/csp-reports',
  ].join('; ');
}

function expectSecurityHeaders(
  response: APIResponse,
  referrerPolicy = 'strict-origin-when-cross-origin',
) {
  const headers = response.headers();
  const nonce = NONCE.exec(headers['content-security-policy'] ?? '')?.[1] ?? 'missing';
  expect(headers).toMatchObject({
    'content-security-policy': csp(nonce),
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': referrerPolicy,
    'permissions-policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
  return nonce;
}

/**
 * What a file the page loads carries (a script, an API answer, config.json): no page policy with a
 * nonce, only what protects it on its own (issue #34: 0.7 kB less on each of 20 to 70 responses
 * per page load). Opened as a page, it may load nothing and be framed by no one.
 */
function expectLoadedFileHeaders(response: APIResponse) {
  const headers = response.headers();
  expect(headers).toMatchObject({
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=63072000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'cross-origin-resource-policy': 'same-origin',
  });
  for (const pageOnly of ['referrer-policy', 'permissions-policy', 'cross-origin-opener-policy'])
    expect(headers[pageOnly]).toBeUndefined();
}

async function entryScript(request: APIRequestContext) {
  const html = await (await request.get('/')).text();
  // The entry by name: the early script starts it from this meta (ADR 107).
  const src = /<meta name="vonk-entry" content="(\/assets\/index-[^"]+)">/.exec(html)?.[1];
  expect(src).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  return src!;
}

test('index.html: every security header, no-cache, and a fresh nonce in the header and the page', async ({
  request,
}) => {
  const first = await request.get(routePaths.dashboard.href());
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('text/html; charset=utf-8');
  expect(first.headers()['cache-control']).toBe('no-cache');
  const nonce = expectSecurityHeaders(first);
  const html = await first.text();
  expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
  expect(html).not.toContain('VONK_CSP_NONCE');

  const second = await request.get('/');
  const again = expectSecurityHeaders(second);
  expect(again).not.toBe(nonce);
  expect(await second.text()).toContain(`nonce="${again}"`);
});

test('the public e-mail-link pages send no referrer at all', async ({ request }) => {
  const response = await request.get(`${routePaths.unsubscribe.href()}?id=abc`);
  expect(response.status()).toBe(200);
  expectSecurityHeaders(response, 'no-referrer');
});

test('a hashed asset: immutable for a year, brotli or gzip as asked, its source map not served', async ({
  request,
}) => {
  const src = await entryScript(request);

  const br = await request.get(src, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(br.status()).toBe(200);
  expect(br.headers()).toMatchObject({
    'content-encoding': 'br',
    'cache-control': 'public, max-age=31536000, immutable',
    vary: 'Accept-Encoding',
    'content-type': 'application/javascript; charset=utf-8',
  });
  expectLoadedFileHeaders(br);

  const gz = await request.get(src, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  expect(await gz.text()).toBe(await br.text());

  expect((await request.get(`${src}.map`)).status()).toBe(404);
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
  // A chunk that is not there is a 404, never index.html (a stale tab must see the failure).
  expect((await request.get('/assets/index-gone.js')).status()).toBe(404);
});

test("config.json: from the API upstream, revalidated on every load, with a loaded file's headers", async ({
  request,
}) => {
  const response = await request.get('/config.json');
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expectLoadedFileHeaders(response);
  expect(await response.json()).toMatchObject({ authority: idp, apiBase: '/api' });

  // A strong validator from the upstream, kept strong by nginx: a revalidation costs no body.
  const etag = response.headers()['etag'];
  expect(etag).toMatch(/^"[0-9a-f]{40}"$/);
  const revalidated = await request.get('/config.json', { headers: { 'if-none-match': etag! } });
  expect(revalidated.status()).toBe(304);
  expect(revalidated.headers()).toMatchObject({ etag, 'cache-control': 'no-cache' });
  expectLoadedFileHeaders(revalidated);
  expect((await revalidated.body()).length).toBe(0);
});

test('the page runs under the policy: styled-components styles carry the nonce, no violation', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  const response = await page.goto(`${routePaths.unsubscribe.href()}?id=abc`);
  const nonce = NONCE.exec(response!.headers()['content-security-policy'] ?? '')?.[1];
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const styleNonces = await page.evaluate(() =>
    [...document.querySelectorAll('style')].map((style) => style.nonce),
  );
  expect(styleNonces.length).toBeGreaterThan(0);
  expect(new Set(styleNonces)).toEqual(new Set([nonce]));
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
});

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, sandbox.host, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

test('with the test switch off, /__sandbox is a 404 and the rest is served', async ({
  request,
}) => {
  const nginx = await startNginx({
    port: await freePort(),
    host: sandbox.host,
    dist: fileURLToPath(new URL('../apps/portal/dist', import.meta.url)),
    apiUpstream: `http://${sandbox.host}:${sandbox.apiPort}`,
    idpOrigin: idp,
    mediaOrigin: MEDIA_ORIGIN,
    testSwitch: 'off',
  });
  try {
    expect((await request.get(`${nginx.url}/__sandbox/faults`)).status()).toBe(404);
    expect((await request.post(`${nginx.url}/__sandbox/reset`)).status()).toBe(404);
    expect((await request.get(`${nginx.url}/__sandbox`)).status()).toBe(404);
    expect((await request.get(`${nginx.url}/config.json`)).status()).toBe(200);
    expect((await request.get(`${nginx.url}${routePaths.dashboard.href()}`)).status()).toBe(200);
    // The switch on (the suite's server): the same path reaches the sandbox.
    expect((await request.get('/__sandbox/faults')).status()).toBe(200);
  } finally {
    await nginx.stop();
  }
});
