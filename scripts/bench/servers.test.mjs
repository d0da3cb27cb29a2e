// `node --test scripts/`: where the bench's browsers go for each front (ADR 098).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { benchPages } from './pages.mjs';
import { benchOrigins } from './servers.mjs';

test('h2: the browsers load https origins; the production servers and the IdP stay http', () => {
  const origins = benchOrigins('h2');
  assert.equal(origins.portal, 'https://localhost:5443');
  assert.equal(origins.floorC, 'https://localhost:4443');
  assert.equal(origins.portalServer, 'http://localhost:5173');
  assert.equal(origins.floorCServer, 'http://localhost:4173');
  assert.equal(origins.idp, 'http://localhost:4001');
  assert.deepEqual(
    benchPages(origins).map((page) => page.url),
    ['https://localhost:4443/', 'https://localhost:5443/404', 'https://localhost:5443/dashboard'],
  );
});

test('http1: the browsers load the production servers themselves, as before ADR 098', () => {
  const origins = benchOrigins('http1');
  assert.equal(origins.portal, origins.portalServer);
  assert.equal(origins.floorC, origins.floorCServer);
  assert.deepEqual(
    benchPages(origins).map((page) => page.url),
    ['http://localhost:4173/', 'http://localhost:5173/404', 'http://localhost:5173/dashboard'],
  );
});
