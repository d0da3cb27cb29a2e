import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from '../testing/startTestSandbox.ts';

// Over real HTTP, as the portal's proxy and a browser meet them: no status, no answer.
let env: Awaited<ReturnType<typeof startTestSandbox>>;
beforeAll(async () => {
  env = await startTestSandbox();
});
afterAll(() => env?.sandbox.close());

const addFault = (spec: unknown) =>
  env.api('/__sandbox/faults', { method: 'POST', body: JSON.stringify(spec) });

describe('network faults over HTTP', () => {
  it("'reset' drops the connection: the client gets no status, only a network error", async () => {
    expect((await addFault({ path: '/api/features', network: 'reset', times: 1 })).status).toBe(
      201,
    );
    const failure = await env.api('/api/features').then(
      () => 'answered',
      (error: Error) => error,
    );
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as TypeError).message).toBe('fetch failed');
    // The next request gets a fresh connection and a normal answer (401: no token).
    expect((await env.api('/api/features')).status).toBe(401);
  });

  it("'hang' never answers; the client's timeout ends it and the sandbox lets it go", async () => {
    await addFault({ path: '/api/features', network: 'hang', times: 1 });
    const started = performance.now();
    const failure = await env
      .api('/api/features', { signal: AbortSignal.timeout(300) })
      .catch((error: Error) => error);
    expect(failure).toMatchObject({ name: 'TimeoutError' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect((await env.api('/api/features')).status).toBe(401);
  });
});
