import { createApiApp, createStore, FaultRegistry, resolveConfig } from '@vonk/sandbox';
import { personaTokenVerifier } from '@vonk/sandbox/api';
import { describe, expect, it } from 'vitest';
import { findRead, findWrite, ttlClassFor } from '@vonk/domain';

const app = createApiApp({
  verifyAccessToken: personaTokenVerifier,
  store: createStore(),
  faults: new FaultRegistry(),
  config: resolveConfig(),
});

// Downloads are blobs, not JSON payloads: they have typed paths but no schema or TTL (never cached).
const DOWNLOADS = [/\/pdf/, /shippinglabel$/, /\/gdpr\/data$/, /contractpdf$/];
const routes = app.routes
  .filter(({ path, method }) => path.startsWith('/api/') && method !== 'ALL')
  .map(({ method, path }) => ({ method, path: path.replace(/:\w+/g, 'x') }))
  .filter(({ path }) => !DOWNLOADS.some((download) => download.test(path)));

describe('contract: every sandbox API route is in the contract', () => {
  it.each(routes.filter(({ method }) => method === 'GET').map(({ path }) => path))(
    'GET %s has a read descriptor, so a schema and a spec §7.3 TTL row',
    (path) => {
      expect(findRead(path)).toBeDefined();
      expect(['short', 'medium', 'long']).toContain(ttlClassFor(path));
    },
  );

  it.each(
    routes.filter(({ method }) => method !== 'GET').map(({ method, path }) => [method, path]),
  )('%s %s has a write descriptor with its schema and tracking row', (method, path) => {
    expect(findWrite(method, path)).toBeDefined();
  });
});
