import { beforeEach, describe, expect, it } from 'vitest';
import { personas } from '../../personas/index.ts';
import { inProcessApi } from '../../testing/inProcessApi.ts';
import { PUBLIC_LINK_MAX_FAILURES } from './publicLinkAttempts.ts';

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
});
