import { beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';
import { PUBLIC_LINK_MAX_FAILURES, publicLinkAttempts } from './publicLinkAttempts.ts';

let api: ReturnType<typeof inProcessApi>;
beforeEach(() => {
  api = inProcessApi();
});
const from = (client: string, path: string) =>
  api.app.request(path, { headers: { 'X-Forwarded-For': client } });

describe('public-link attempts (ADR 064)', () => {
  it(`refuses a client with 429 after ${PUBLIC_LINK_MAX_FAILURES} unknown references, others go on`, async () => {
    const known = personas.jan.returnLabels![0]!.reference;
    for (let attempt = 0; attempt < PUBLIC_LINK_MAX_FAILURES; attempt += 1) {
      expect((await from('10.0.0.1', `/api/shippinglabel/GUESS-${attempt}-XXXX`)).status).toBe(404);
    }
    const refused = await from('10.0.0.1', `/api/shippinglabel/${known}`);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    // Every reference path, not only the one guessed at.
    expect((await from('10.0.0.1', `/api/optout/v2/${personas.jan.optOut.id}`)).status).toBe(429);
    expect((await from('10.0.0.2', `/api/shippinglabel/${known}`)).status).toBe(200);
  });

  it('the sandbox reset forgets the failures', async () => {
    for (let attempt = 0; attempt < PUBLIC_LINK_MAX_FAILURES; attempt += 1) {
      await from('10.0.0.3', `/api/transfer/reference/GUESS-${attempt}-XXXX`);
    }
    expect((await from('10.0.0.3', `/api/transfer/reference/GUESS-X-XXXX`)).status).toBe(429);
    await api.app.request('/__sandbox/reset', { method: 'POST' });
    expect((await from('10.0.0.3', `/api/transfer/reference/GUESS-X-XXXX`)).status).toBe(404);
  });

  it('keys on the address the edge saw, not on what the client wrote first (issue #31)', async () => {
    // 30 guesses, each claiming another address, all through one edge that appended 10.0.0.9.
    const statuses = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const forged = `203.0.113.${attempt}, 10.0.0.9`;
      statuses.push((await from(forged, `/api/shippinglabel/GUESS-${attempt}-XXXX`)).status);
    }
    expect(statuses.filter((status) => status === 404)).toHaveLength(PUBLIC_LINK_MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30 - PUBLIC_LINK_MAX_FAILURES);
    // A customer behind another edge address is not locked out by them.
    const known = personas.jan.returnLabels![0]!.reference;
    expect((await from('203.0.113.0, 10.0.0.10', `/api/shippinglabel/${known}`)).status).toBe(200);
  });
});

describe('public-link attempts: memory', () => {
  it('remembers at most maxClients clients, forgetting the longest-known first', async () => {
    const { Hono } = await import('hono');
    const limiter = publicLinkAttempts(Date.now, 2);
    const app = new Hono().use(limiter.middleware).all('*', (c) => c.json({}, 404));
    const guess = (client: string) =>
      app.request('/api/optout/v2/GUESS', { headers: { 'X-Forwarded-For': client } });
    for (let attempt = 0; attempt < PUBLIC_LINK_MAX_FAILURES; attempt += 1) await guess('10.0.1.1');
    expect((await guess('10.0.1.1')).status).toBe(429);
    await guess('10.0.1.2');
    await guess('10.0.1.3'); // a third client: 10.0.1.1, seen longest ago, is forgotten
    expect((await guess('10.0.1.1')).status).toBe(404);
  });
});
